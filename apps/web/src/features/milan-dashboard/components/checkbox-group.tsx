/**
 * A fieldset of checkboxes for one partner preference list (religions,
 * diets…): ticked values form the array; none ticked means "any".
 */
import { useFormContext, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/ui';
import { usePlaceName } from '@/lib/place-name';
import type { EditProfileValues } from '../form/edit-profile-schema';
import { VOCABULARIES, type Vocabulary } from '../form/vocabularies';

type CheckboxGroupProps = {
  name: FieldPath<EditProfileValues>;
  legend: string;
  /** Long lists scroll inside a box. */
  scroll?: boolean;
} & (
  | {
      /** The vocabulary offered, also the milanDashboard.json object naming each value. */
      vocabulary: Vocabulary;
      values?: never;
    }
  | {
      /** State names, shown in the interface language. */
      values: readonly string[];
      vocabulary?: never;
    }
);

export function CheckboxGroup({ name, legend, values, vocabulary, scroll = false }: CheckboxGroupProps) {
  const { t } = useTranslation('milanDashboard');
  const placeName = usePlaceName();
  const choices = vocabulary ? VOCABULARIES[vocabulary] : values;
  const { register } = useFormContext<EditProfileValues>();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-gray-800">{legend}</legend>
      <p className="text-xs text-gray-500">{t('edit.partner.anyHint')}</p>
      <div
        className={
          scroll
            ? 'mt-1 grid max-h-60 grid-cols-1 gap-x-4 overflow-y-auto rounded-lg border border-gray-200 px-3 sm:grid-cols-2'
            : 'mt-1 grid grid-cols-1 gap-x-4 sm:grid-cols-2'
        }
      >
        {choices.map((value) => (
          <CheckboxField
            key={value}
            value={value}
            label={vocabulary ? t(`${vocabulary}.${value}`) : placeName(value)}
            {...register(name)}
          />
        ))}
      </div>
    </fieldset>
  );
}
