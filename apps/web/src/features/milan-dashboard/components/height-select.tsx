/**
 * A height in whole centimetres (120–220), each choice shown as Indian
 * families say it and in cm: "5 ft 4 in (163 cm)". The value is a number;
 * the empty first option is "Choose…" (required) or "Any" (null).
 */
import { useMemo } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui';
import type { EditProfileValues } from '../form/edit-profile-schema';
import { HEIGHT_CHOICES, feetInches } from '../form/height';
import { useFieldError } from '../form/use-field-error';

type HeightSelectProps = {
  name: FieldPath<EditProfileValues>;
  label: string;
  /** True for a preference, where no choice (null) means any height. */
  optional?: boolean;
};

export function HeightSelect({ name, label, optional = false }: HeightSelectProps) {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  // 101 options: worded once per language (t changes with it), not on every render of the form.
  const options = useMemo(
    () =>
      HEIGHT_CHOICES.map((cm) => (
        <option key={cm} value={cm}>
          {t('edit.heightOption', { ...feetInches(cm), cm })}
        </option>
      )),
    [t],
  );
  return (
    <SelectField
      label={label}
      error={errorOf(name)}
      {...register(name, {
        setValueAs: (value: unknown) =>
          value === '' || value === null ? (optional ? null : undefined) : Number(value),
      })}
    >
      <option value="">{optional ? t('edit.any') : t('edit.choose')}</option>
      {options}
    </SelectField>
  );
}
