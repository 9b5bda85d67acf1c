/**
 * The verification form: the contract's verificationFieldsSchema (document
 * type, and a number that matches the type's pattern) with the two images,
 * each required, an image and at most VERIFICATION_IMAGE_MAX_BYTES, so a
 * wrong file is refused before a byte is sent. Errors are milanVerification
 * .json `errors` keys: the contract's messages are found by their English
 * wording (word for word, i18n test); the image checks name their key.
 */
import type { FieldError } from 'react-hook-form';
import { VERIFICATION_IMAGE_MAX_BYTES, verificationFieldsSchema, z } from '@seva/contracts';
import en from '@/i18n/locales/en/milanVerification.json';

export type ErrorKey = keyof typeof en.errors;

/** The image limit in whole megabytes (MiB), for hints and messages. */
export const IMAGE_MAX_MB = Math.round(VERIFICATION_IMAGE_MAX_BYTES / (1024 * 1024));

/** What is wrong with `file` as a verification image, or null when it may be sent. */
export function imageProblem(file: File): Extract<ErrorKey, 'notImage' | 'tooLarge'> | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > VERIFICATION_IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}

const image = (missing: ErrorKey) =>
  z
    .custom<File>((value) => value instanceof File, { message: missing })
    .superRefine((file, ctx) => {
      const problem = file instanceof File ? imageProblem(file) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const verificationFormSchema = verificationFieldsSchema.and(
  z.object({ document: image('documentMissing'), selfie: image('selfieMissing') }),
);
export type VerificationFormValues = z.output<typeof verificationFormSchema>;

const KEY_BY_MESSAGE = new Map<string, ErrorKey>(
  Object.entries(en.errors).map(([key, message]) => [message, key as ErrorKey]),
);
const isErrorKey = (value: string): value is ErrorKey => Object.hasOwn(en.errors, value);

/** The `errors` key of a field's error; zod's own wording (a number too long) reads as a wrong number. */
export function errorKey({ message }: FieldError): ErrorKey {
  if (message && isErrorKey(message)) return message;
  return (message && KEY_BY_MESSAGE.get(message)) || 'documentNumber';
}
