/**
 * Form errors are the contract's English messages (the same the server
 * sends). The form shows them through milanDashboard.json's `errors`, whose
 * English is the contract's wording word for word (i18n test), so they
 * read in Hindi too. Messages zod makes itself (a number out of range, a
 * text too long) get a plain sentence instead.
 */
import type { FieldError } from 'react-hook-form';
import en from '@/i18n/locales/en/milanDashboard.json';

const KEY_BY_MESSAGE = new Map<string, string>(Object.entries(en.errors).map(([key, message]) => [message, key]));

/** A plainer sentence for a field whose own rule has no message in the contract. */
export type ErrorFallback = 'partnerAge' | 'siblings';

/** The milanDashboard.json key for a field's error, or undefined without one. */
export function errorKey(error: FieldError, fallback?: ErrorFallback): string;
export function errorKey(error: FieldError | undefined, fallback?: ErrorFallback): string | undefined;
export function errorKey(error: FieldError | undefined, fallback?: ErrorFallback): string | undefined {
  if (!error) return undefined;
  const known = error.message ? KEY_BY_MESSAGE.get(error.message) : undefined;
  if (known) return `errors.${known}`;
  if (fallback) return `errors.${fallback}`;
  return error.type === 'too_big' ? 'errors.tooLong' : 'errors.invalid';
}
