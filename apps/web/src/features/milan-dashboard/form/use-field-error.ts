/** The translated error of a form field, for the step components inside the edit form's FormProvider. */
import { get, useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EditProfileValues } from './edit-profile-schema';
import { errorKey, type ErrorFallback } from './field-error';

export function useFieldError() {
  const { t } = useTranslation('milanDashboard');
  const {
    formState: { errors },
  } = useFormContext<EditProfileValues>();
  return (name: FieldPath<EditProfileValues>, fallback?: ErrorFallback): string | undefined => {
    const key = errorKey(get(errors, name), fallback);
    return key ? t(key) : undefined;
  };
}
