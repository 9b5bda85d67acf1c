/**
 * The Hindi auth strings cover exactly the English keys, and the English
 * form errors are the contract's own validation messages word for word (the
 * forms show them through auth.json so they also read in Hindi).
 */
import { describe, expect, it } from 'vitest';
import { passwordLoginBodySchema, passwordSchema, registerBodySchema } from '@seva/contracts';
import en from '@/i18n/locales/en/auth.json';
import hi from '@/i18n/locales/hi/auth.json';
import { keysOf } from '@/test/translation-keys';
import { resetFormSchema } from './form/reset-form';
import { formErrorKey } from './validation';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const registerField = (field: string, value: unknown) =>
  firstMessage(registerBodySchema.pick({ [field]: true } as never).safeParse({ [field]: value }));

describe('auth translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it("words the form errors as the contract's schemas do", () => {
    expect(registerField('firstName', '')).toBe(en.formErrors.firstName);
    expect(registerField('email', '')).toBe(en.formErrors.email);
    expect(registerField('email', 'nope')).toBe(en.formErrors.emailInvalid);
    expect(registerField('phone', '12345')).toBe(en.formErrors.mobile);
    expect(registerField('pincode', '12')).toBe(en.formErrors.pincode);
    expect(firstMessage(passwordSchema.safeParse(undefined))).toBe(en.formErrors.passwordNew);
    expect(firstMessage(passwordSchema.safeParse('short'))).toBe(en.formErrors.passwordShort);
    expect(firstMessage(passwordSchema.safeParse('x'.repeat(201)))).toBe(en.formErrors.passwordLong);
    expect(firstMessage(passwordLoginBodySchema.safeParse({ email: 'a@example.in', password: '' }))).toBe(
      en.formErrors.passwordMissing,
    );
    expect(firstMessage(resetFormSchema.safeParse({ password: 'Long enough 1', confirm: 'other' }))).toBe(
      en.formErrors.confirmMismatch,
    );
  });

  it('finds the key of each contract message, and none for other text', () => {
    expect(formErrorKey(en.formErrors.mobile)).toBe('formErrors.mobile');
    expect(formErrorKey('Something the server said.')).toBeNull();
  });
});
