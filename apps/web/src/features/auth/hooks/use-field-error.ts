import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCatalogueError } from '@/components/form';
import { formErrorKey } from '../validation';

/**
 * Words a field's error (a contract validation message) in the chosen
 * language, for fieldErrors: the auth namespace's `formErrors` where it has
 * the text (the reset form's own rules too), else the contracts catalogue
 * (useCatalogueError).
 */
export function useFieldError(): (error: FieldError) => string {
  const { t } = useTranslation('auth');
  const catalogue = useCatalogueError();
  return (error) => {
    const key = formErrorKey(error.message ?? '');
    return key ? t(key) : catalogue(error);
  };
}
