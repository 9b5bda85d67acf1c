/**
 * The edit-profile form is PUT /api/users/:id's own body schema
 * (contracts userUpdateBodySchema) with `matrimony` required, so the form and
 * the server agree on every rule and message. Prefill comes from the own
 * profile (GET /api/users/:id) and the customer details (GET
 * /api/app/customer/me); without a profile the form starts from the
 * contract's defaults.
 */
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  HEIGHT_CM,
  familyDetailsSchema,
  milanProfileFieldsSchema,
  partnerPreferencesSchema,
  userUpdateBodySchema,
  type BirthPlaceKey,
  type CustomerProfile,
  type MilanProfileFieldsInput,
  type ProfileView,
} from '@seva/contracts';

/** Valid answers to every required field but the two the age rule reads (see ageIssue). */
const AGE_PROBE = {
  createdBy: 'self',
  heightCm: HEIGHT_CM.min,
  religion: 'other',
  motherTongue: 'other',
  maritalStatus: 'never_married',
  education: 'high_school',
  occupation: 'other',
  diet: 'vegetarian',
  state: 'Delhi',
  city: 'Delhi',
} as const;

/**
 * The contract's age rule (MIN_AGE for a bride or groom, MAX_AGE) for this
 * gender and date of birth, in its own words; undefined when it holds or the
 * two are not valid yet. Zod runs an object's refinement only once every
 * field parses, so on the first step, with later steps still empty, the
 * rule is asked on its own: the contract schema with the other fields
 * filled by AGE_PROBE, keeping only its age issue.
 */
export function ageIssue(gender: unknown, dateOfBirth: unknown): string | undefined {
  const result = milanProfileFieldsSchema.safeParse({ ...AGE_PROBE, gender, dateOfBirth });
  return result.error?.issues.find((issue) => issue.code === 'custom' && issue.path.join('.') === 'dateOfBirth')
    ?.message;
}

/**
 * The form's schema: the contract's, plus its age rule while other fields
 * still fail and the date of birth does not (see ageIssue), so the first
 * step already says when a bride or groom is too young. The rule then reads
 * the values as typed, which is what a failed parse holds.
 */
export const editProfileSchema = userUpdateBodySchema.extend({ matrimony: milanProfileFieldsSchema }).superRefine(
  (values, ctx) => {
    const message = ageIssue(values.matrimony?.gender, values.matrimony?.dateOfBirth);
    if (message) ctx.addIssue({ code: 'custom', path: ['matrimony', 'dateOfBirth'], message });
  },
  {
    when: ({ issues }) =>
      issues.length > 0 && !issues.some((issue) => issue.path?.join('.') === 'matrimony.dateOfBirth'),
  },
);
export type EditProfileValues = z.input<typeof editProfileSchema>;
export type EditProfileOutput = z.output<typeof editProfileSchema>;

type Matrimony = MilanProfileFieldsInput;

/** The profile's editable fields as the form holds them. */
function matrimonyOf(profile: ProfileView): Matrimony {
  return {
    createdBy: profile.createdBy,
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth ?? '',
    heightCm: profile.heightCm,
    religion: profile.religion,
    caste: profile.caste,
    subCaste: profile.subCaste,
    gotra: profile.gotra,
    motherTongue: profile.motherTongue,
    maritalStatus: profile.maritalStatus,
    education: profile.education,
    educationDetail: profile.educationDetail,
    occupation: profile.occupation,
    jobTitle: profile.jobTitle,
    incomeBand: profile.incomeBand,
    diet: profile.diet,
    state: profile.state,
    city: profile.city,
    about: profile.about,
    family: { ...profile.family },
    partnerPreferences: { ...profile.partnerPreferences },
    birthTime: profile.birthTime,
    birthPlace: profile.birthPlace as BirthPlaceKey | null,
    photoVisibility: profile.photoVisibility,
  };
}

/**
 * A new profile: made by the member for themself, bride or groom from the
 * account's gender when it says, living where the account says; choices
 * left empty so the member picks them; family and partner preferences at
 * the contract's defaults (ages 21–40, every preference "any").
 */
function newMatrimony(me: CustomerProfile): DefaultValues<Matrimony> {
  return {
    createdBy: 'self',
    gender: me.gender === 'male' || me.gender === 'female' ? me.gender : undefined,
    dateOfBirth: '',
    caste: '',
    subCaste: '',
    gotra: '',
    educationDetail: '',
    jobTitle: '',
    incomeBand: null,
    state: me.state,
    city: me.city,
    about: '',
    family: familyDetailsSchema.parse({}),
    partnerPreferences: partnerPreferencesSchema.parse({}),
    birthTime: null,
    birthPlace: null,
    photoVisibility: 'everyone',
  };
}

/** The form's starting values: the customer's details, and the profile when there is one. */
export function toFormValues(me: CustomerProfile, profile: ProfileView | null): DefaultValues<EditProfileValues> {
  return {
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    gender: me.gender,
    country: me.country,
    state: me.state,
    city: me.city,
    address: me.address,
    pincode: me.pincode,
    matrimony: profile ? matrimonyOf(profile) : newMatrimony(me),
  };
}
