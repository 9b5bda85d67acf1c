/**
 * SPEC §5 client rules of the login and signup modals. Each check returns the
 * MESSAGES key of the warning to show, or null when the input may be sent.
 * Also the password strength hint and the wording of contract form errors
 * for the Milan Sathi e-mail + password forms.
 */
import { normaliseIndianMobile, OTP_LENGTH, PASSWORD_MIN_LENGTH, type MessageKey } from '@seva/contracts';
import enAuth from '@/i18n/locales/en/auth.json';

/** Login: the mobile must be longer than 5 characters (SPEC §5). */
export function mobileWarning(input: string): MessageKey | null {
  return input.trim().length > 5 ? null : 'provideMobile';
}

/**
 * The number to send: the 10-digit national number with the dial code dropped
 * (SPEC §9), or what was typed without spaces when it does not parse, so the
 * server answers with its own message.
 */
export function mobileForRequest(input: string): string {
  return normaliseIndianMobile(input) ?? input.replace(/[\s-]/g, '');
}

/** Login: the code must be exactly OTP_LENGTH characters (SPEC §5). */
export function otpWarning(code: string): MessageKey | null {
  return code.length === OTP_LENGTH ? null : 'enterOtp';
}

/** Signup: only first name, then e-mail, are required on the client (SPEC §5). */
export function signupWarning(values: { firstName: string; email: string }): MessageKey | null {
  if (!values.firstName.trim()) return 'enterFirstName';
  if (!values.email.trim()) return 'enterEmail';
  return null;
}

/** How guessable a typed password looks, for the hint under the field. */
export type PasswordStrength = 'weak' | 'fair' | 'strong';

const COMMON_RUNS = ['password', 'qwerty', 'asdf', 'zxcv', '1234', 'abcd', 'iloveyou', 'india', 'welcome', 'admin'];

/**
 * A quick estimate for the strength hint, or null while nothing is typed. The
 * server has the final word (zxcvbn, score 2 or more); this only steers: short,
 * personal (a name, the e-mail or the mobile inside it), common runs, one kind
 * of character → weak; long with several kinds or words → strong.
 */
export function passwordStrength(password: string, personal: string[] = []): PasswordStrength | null {
  if (!password) return null;
  const lower = password.toLowerCase();
  const mine = personal.map((word) => word.trim().toLowerCase()).filter((word) => word.length >= 3);
  if (password.length < PASSWORD_MIN_LENGTH) return 'weak';
  if (mine.some((word) => lower.includes(word))) return 'weak';
  if (COMMON_RUNS.some((run) => lower.includes(run))) return 'weak';
  if (/^(.)\1*$/.test(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(password)).length;
  const words = password.split(/[\s\-_.]+/).filter((part) => part.length >= 3).length;
  if (password.length >= 16 || (password.length >= 12 && (kinds >= 3 || words >= 3))) return 'strong';
  if (kinds >= 2 || words >= 2) return 'fair';
  return 'weak';
}

/**
 * The i18n key (auth namespace, `formErrors.*`) of a contract validation
 * message, so form errors read in the chosen language; null when it is not
 * one of them. The English texts are the contract's own (validation.test.ts
 * checks them against the schemas).
 */
export function formErrorKey(message: string): string | null {
  const entry = Object.entries(enAuth.formErrors).find(([, text]) => text === message);
  return entry ? `formErrors.${entry[0]}` : null;
}
