import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorKey } from '../validation';

/**
 * Words a field's error (a contract validation message) in the chosen
 * language, for fieldErrors; a message without a translation shows as it is.
 */
export function useFieldError(): (error: FieldError) => string {
  const { t } = useTranslation('auth');
  return ({ message = '' }) => {
    const key = formErrorKey(message);
    return key ? t(key) : message;
  };
}
