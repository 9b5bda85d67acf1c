/**
 * The Hindi milanDashboard strings cover exactly the English keys; every
 * contract vocabulary has words; the English form errors are the contract's
 * own messages word for word (the form finds their Hindi by that wording,
 * form/field-error.ts), including the age and height rules built from its
 * constants.
 */
import { describe, expect, it } from 'vitest';
import {
  DIETS,
  EDUCATION_LEVELS,
  FAMILY_RELATIONS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  INCOME_BANDS,
  MARITAL_STATUSES,
  MILAN_GENDERS,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PHOTO_VISIBILITY,
  PROFILE_CREATORS,
  RELIGIONS,
  milanProfileFieldsSchema,
  partnerPreferencesSchema,
  profileUpdateBodySchema,
} from '@seva/contracts';
import en from '@/i18n/locales/en/milanDashboard.json';
import hi from '@/i18n/locales/hi/milanDashboard.json';
import { keysOf } from '@/test/translation-keys';
import { ageIssue } from './form/edit-profile-schema';
import { errorKey } from './form/field-error';
import { EDIT_STEPS } from './form/steps';

const messagesOf = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

const known = new Set<string>(Object.values(en.errors));

describe('milanDashboard translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('names every value of the contract vocabularies and every step', () => {
    expect(Object.keys(en.creators)).toEqual([...PROFILE_CREATORS]);
    expect(Object.keys(en.genders).sort()).toEqual([...MILAN_GENDERS].sort());
    expect(Object.keys(en.religions)).toEqual([...RELIGIONS]);
    expect(Object.keys(en.motherTongues)).toEqual([...MOTHER_TONGUES]);
    expect(Object.keys(en.maritalStatuses)).toEqual([...MARITAL_STATUSES]);
    expect(Object.keys(en.educationLevels)).toEqual([...EDUCATION_LEVELS]);
    expect(Object.keys(en.occupations)).toEqual([...OCCUPATIONS]);
    expect(Object.keys(en.incomeBands)).toEqual([...INCOME_BANDS]);
    expect(Object.keys(en.diets)).toEqual([...DIETS]);
    expect(Object.keys(en.familyTypes)).toEqual([...FAMILY_TYPES]);
    expect(Object.keys(en.familyValues)).toEqual([...FAMILY_VALUES]);
    expect(Object.keys(en.photoVisibility)).toEqual([...PHOTO_VISIBILITY]);
    expect(Object.keys(en.edit.steps)).toEqual([...EDIT_STEPS]);
    expect(Object.keys(en.family.relations)).toEqual([...FAMILY_RELATIONS]);
    expect(Object.keys(en.family.members.status)).toEqual(['invited', 'active']);
  });

  it("words the required-field errors as the contract's schema does", () => {
    const empty = messagesOf(milanProfileFieldsSchema, { state: '', city: '' });
    expect(empty.length).toBeGreaterThan(8);
    for (const message of empty) expect(known).toContain(message);
    expect(messagesOf(profileUpdateBodySchema, { firstName: '', email: 'x', pincode: '12' })).toEqual([
      en.errors.firstName,
      en.errors.email,
      en.errors.pincode,
    ]);
  });

  it('words the rules of single fields and of the partner preferences as the contract does', () => {
    const valid = { createdBy: 'self', gender: 'female', dateOfBirth: '1996-03-14', heightCm: 163 };
    const wrong = {
      ...valid,
      dateOfBirth: '1996-02-30x',
      heightCm: 300,
      incomeBand: 'lots',
      birthTime: '25:00',
      birthPlace: 'atlantis',
      family: { familyType: 'big', familyValues: 'odd' },
      state: '',
      city: '',
    };
    const messages = messagesOf(milanProfileFieldsSchema, wrong);
    for (const message of messages) expect(known).toContain(message);
    expect(messages).toEqual(
      expect.arrayContaining([
        en.errors.dateOfBirth,
        en.errors.heightRange,
        en.errors.incomeBand,
        en.errors.birthTime,
        en.errors.birthPlace,
        en.errors.familyType,
        en.errors.familyValues,
        en.errors.state,
        en.errors.city,
      ]),
    );
    expect(messagesOf(milanProfileFieldsSchema, { ...valid, heightCm: 119 })).toContain(en.errors.heightRange);
    expect(messagesOf(milanProfileFieldsSchema, { ...valid, dateOfBirth: '1996-13-45' })).toContain(
      en.errors.dateOfBirthInvalid,
    );
    expect(messagesOf(partnerPreferencesSchema, { ageMin: 40, ageMax: 30, heightMin: 180, heightMax: 150 })).toEqual([
      en.errors.partnerAgeOrder,
      en.errors.partnerHeightOrder,
    ]);
  });

  it("words the contract's age rule for a bride and a groom", () => {
    expect(ageIssue('female', '2020-01-01')).toBe(en.errors.ageBride);
    expect(ageIssue('male', '2020-01-01')).toBe(en.errors.ageGroom);
    expect(ageIssue('male', '1990-01-01')).toBeUndefined();
    expect(ageIssue(undefined, '2020-01-01')).toBeUndefined();
  });

  it('gives a plain sentence for the errors zod words itself', () => {
    expect(errorKey({ type: 'custom', message: en.errors.diet })).toBe('errors.diet');
    expect(errorKey({ type: 'too_big', message: 'Too big: expected string to have <=60 characters' })).toBe(
      'errors.tooLong',
    );
    expect(errorKey({ type: 'too_small', message: 'Too small: expected number to be >=18' }, 'partnerAge')).toBe(
      'errors.partnerAge',
    );
    expect(errorKey({ type: 'invalid_type', message: 'Invalid input' })).toBe('errors.invalid');
    expect(errorKey(undefined)).toBeUndefined();
  });
});
