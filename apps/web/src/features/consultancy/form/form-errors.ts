/**
 * The form is checked by the contract's consultancyRequestBodySchema (the
 * same rules the server applies); its English messages are shown through
 * consultancy.json so they also read in Hindi. English there is the
 * contract's wording (consultancy i18n test).
 */
import type { FieldError } from 'react-hook-form';

export type ConsultancyField = 'topic' | 'preferredLanguage' | 'preferredTime' | 'message';

const FIELD_KEYS: Record<Exclude<ConsultancyField, 'message'>, string> = {
  topic: 'form.errors.topic',
  preferredLanguage: 'form.errors.language',
  preferredTime: 'form.errors.time',
};

/** The consultancy.json key of a field's error; `value` is the field's current text (messages only). */
export function errorKey(field: ConsultancyField, error: FieldError, value = ''): string {
  if (field !== 'message') return FIELD_KEYS[field];
  if (error.type === 'too_big') return 'form.errors.messageLong';
  return value.trim() === '' ? 'form.errors.messageMissing' : 'form.errors.messageShort';
}
