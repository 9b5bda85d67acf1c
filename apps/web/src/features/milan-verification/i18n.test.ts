/**
 * The Hindi verification strings cover exactly the English keys; every
 * document type has a name and a number hint; the English field errors are
 * the contract's own messages word for word (the form finds their Hindi by
 * that wording).
 */
import { describe, expect, it } from 'vitest';
import { ID_DOCUMENT_TYPES, verificationFieldsSchema } from '@seva/contracts';
import en from '@/i18n/locales/en/milanVerification.json';
import hi from '@/i18n/locales/hi/milanVerification.json';
import { keysOf } from '@/test/translation-keys';
import { errorKey } from './form/verification-form-schema';

const messagesOf = (value: unknown) =>
  verificationFieldsSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('milanVerification translations', () => {
  it('has a Hindi string for every English one', () => {
    expect(keysOf(hi)).toEqual(keysOf(en));
  });

  it('names every document type, with a hint for its number', () => {
    expect(Object.keys(en.documentTypes)).toEqual([...ID_DOCUMENT_TYPES]);
    expect(Object.keys(en.form.numberHints)).toEqual([...ID_DOCUMENT_TYPES]);
  });

  it("words the field errors as the contract's schema does", () => {
    expect(messagesOf({ documentType: 'passport', documentNumber: 'A1234567' })).toEqual([]);
    expect(messagesOf({ documentType: '', documentNumber: 'x' })).toContain(en.errors.documentType);
    expect(messagesOf({ documentType: 'pan', documentNumber: '' })).toContain(en.errors.documentNumberMissing);
    expect(messagesOf({ documentType: 'pan', documentNumber: '12345' })).toEqual([en.errors.documentNumber]);
    for (const message of messagesOf({ documentType: 'pan', documentNumber: '' })) {
      expect(errorKey({ type: 'custom', message })).toBeDefined();
      expect(Object.values(en.errors)).toContain(message);
    }
    expect(errorKey({ type: 'too_big', message: 'Too big: expected string to have <=30 characters' })).toBe(
      'documentNumber',
    );
  });
});
