import { describe, expect, it } from 'vitest';
import { PITR_CARD_COUNTRY, bookPitraPujaPaypalBodySchema } from '@seva/contracts';
import en from '@/i18n/locales/en/pitr.json';
import { countryName, countryOptions, dialCode } from '../countries';
import { pitrRitual } from '../test/fixtures';
import { pitrErrorKey, pitrFormSchema, type PitrFormValues } from './pitr-form-schema';

const ritual = pitrRitual();
const valid: PitrFormValues = {
  country: 'US',
  customerName: ' Asha Verma ',
  mobile: '+1 (415) 555-0123',
  packageCode: 'family',
  date: '2027-09-19',
  gotra: ' Bharadwaj ',
  ancestors: [{ name: ' Late Shri Mohan Lal ' }, { name: '' }],
};

describe('countries', () => {
  it('names India as the contract’s card country, first in every language', () => {
    expect(countryName('IN')).toBe(PITR_CARD_COUNTRY);
    expect(countryOptions('en')[0]).toEqual({ code: 'IN', label: 'India' });
    expect(countryOptions('hi')[0]).toEqual({ code: 'IN', label: 'भारत' });
    expect(countryOptions('en').length).toBeGreaterThan(200);
    expect(countryName('US')).toBe('United States');
    expect(dialCode('GB')).toBe('+44');
    expect(countryName('ZZ')).toBe('');
  });
});

describe('pitrFormSchema', () => {
  it('gives what the contract takes: the English country name, trimmed fields, filled ancestors only', () => {
    const parsed = pitrFormSchema(ritual).parse(valid);
    expect(parsed).toEqual({
      countryCode: 'US',
      country: 'United States',
      customerName: 'Asha Verma',
      mobile: '+14155550123',
      packageCode: 'family',
      date: '2027-09-19',
      gotra: 'Bharadwaj',
      ancestors: ['Late Shri Mohan Lal'],
    });
    const { countryCode: _code, ...form } = parsed;
    const body = { ...form, pujaId: ritual._id, amount: 262.99, paymentId: 'CAPTURE-1', paypal_order_id: 'ORDER-1' };
    expect(bookPitraPujaPaypalBodySchema.safeParse(body).success).toBe(true);
  });

  it('refuses with the contract’s messages, each of which the bundle translates', () => {
    const result = pitrFormSchema(ritual).safeParse({
      ...valid,
      country: 'ZZ',
      customerName: 'A',
      mobile: '12ab',
      packageCode: 'group',
      date: '2030-01-01',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages).toEqual({
      country: 'Please choose your country.',
      customerName: 'Please enter your name.',
      mobile: 'Please enter a valid mobile number.',
      packageCode: 'Please choose a package.',
      date: 'Please choose a date.',
    });
    Object.values(messages).forEach((message) => expect(Object.values(en.form.errors)).toContain(message));
    expect(pitrErrorKey('Please enter your name.', 'tooLong')).toBe('form.errors.customerName');
    expect(pitrErrorKey('Too small: expected string to have >=2 characters', 'ancestor')).toBe('form.errors.ancestor');
    expect(pitrErrorKey(undefined, 'ancestor')).toBeUndefined();
  });

  it('asks for a missing mobile number in the contract’s words', () => {
    const result = pitrFormSchema(ritual).safeParse({ ...valid, mobile: '  ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter your mobile number.']);
  });
});
