/**
 * SPEC §5 client rules of the login and signup modals. Each check returns the
 * MESSAGES key of the warning to show, or null when the input may be sent.
 */
import { normaliseIndianMobile, OTP_LENGTH, type MessageKey } from '@seva/contracts';

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
