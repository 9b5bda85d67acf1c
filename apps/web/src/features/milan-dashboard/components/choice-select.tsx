/**
 * A labelled select of one contract vocabulary (RELIGIONS, DIETS…), worded by
 * milanDashboard.json `<vocabulary>.<value>`. A nullable field turns the empty
 * first option ("Prefer not to say", "Any") into null.
 */
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui';
import type { EditProfileValues } from '../form/edit-profile-schema';
import { useFieldError } from '../form/use-field-error';

type ChoiceSelectProps = {
  name: FieldPath<EditProfileValues>;
  label: string;
  values: readonly string[];
  /** The milanDashboard.json object naming each value. */
  vocabulary: string;
  /** The text of the empty first option; defaults to "Choose…". */
  empty?: string;
  nullable?: boolean;
  className?: string;
};

export function ChoiceSelect({
  name,
  label,
  values,
  vocabulary,
  empty,
  nullable = false,
  className,
}: ChoiceSelectProps) {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  return (
    <SelectField
      label={label}
      error={errorOf(name)}
      containerClassName={className}
      {...register(name, nullable ? { setValueAs: (value: unknown) => (value === '' ? null : value) } : {})}
    >
      <option value="">{empty ?? t('edit.choose')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`${vocabulary}.${value}`)}
        </option>
      ))}
    </SelectField>
  );
}
