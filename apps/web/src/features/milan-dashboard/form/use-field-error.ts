import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '@/components/form';
import type { EditProfileValues } from './edit-profile-schema';
import { errorKey, type ErrorFallback } from './field-error';

/**
 * The translated error of each field, for the step components inside the
 * edit form; `fallback` words the errors whose message is not one of ours.
 */
export function useFieldError(fallback?: ErrorFallback): (name: FieldPath<EditProfileValues>) => string | undefined {
  const { t } = useTranslation('milanDashboard');
  return useFieldErrors<EditProfileValues>((error) => t(errorKey(error, fallback)));
}
