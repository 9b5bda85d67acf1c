/**
 * A labelled select of one contract vocabulary (RELIGIONS, DIETS…, see
 * form/vocabularies.ts), worded by milanDashboard.json `<vocabulary>.<value>`.
 * A nullable field turns the empty first option ("Prefer not to say") into null.
 */
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui';
import type { EditProfileValues } from '../form/edit-profile-schema';
import { useFieldError } from '../form/use-field-error';
import { VOCABULARIES, type Vocabulary } from '../form/vocabularies';

type ChoiceSelectProps = {
  name: FieldPath<EditProfileValues>;
  label: string;
  /** The vocabulary offered, also the milanDashboard.json object naming each value. */
  vocabulary: Vocabulary;
  /** True when the member may leave it empty: the first option is then "Prefer not to say" (null), else "Choose…". */
  nullable?: boolean;
  className?: string;
};

export function ChoiceSelect({ name, label, vocabulary, nullable = false, className }: ChoiceSelectProps) {
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
      <option value="">{nullable ? t('edit.preferNotToSay') : t('edit.choose')}</option>
      {VOCABULARIES[vocabulary].map((value) => (
        <option key={value} value={value}>
          {t(`${vocabulary}.${value}`)}
        </option>
      ))}
    </SelectField>
  );
}
