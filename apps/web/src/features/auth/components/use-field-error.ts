import { useTranslation } from 'react-i18next';
import { formErrorKey } from '../validation';

/**
 * Words a form error (a contract validation message) in the chosen language;
 * a message without a translation shows as it is. Undefined stays undefined.
 */
export function useFieldError(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('auth');
  return (message) => {
    if (!message) return undefined;
    const key = formErrorKey(message);
    return key ? t(key) : message;
  };
}
