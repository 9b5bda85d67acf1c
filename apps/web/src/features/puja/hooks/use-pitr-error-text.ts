import { useTranslation } from 'react-i18next';
import type { TranslateError } from '@/components/form';
import { pitrFieldError, type PitrFormValues } from '../form/pitr-form-schema';

/** Words the pitr paksha form's field errors in the interface language (see pitrFieldError), for fieldErrors. */
export function usePitrErrorText(): TranslateError<PitrFormValues> {
  const { t } = useTranslation('pitr');
  return ({ message }, name) => {
    const { key, max } = pitrFieldError(name, message);
    return key ? t(key, { max }) : '';
  };
}
