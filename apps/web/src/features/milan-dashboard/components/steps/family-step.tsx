/** Step 4, family and lifestyle: family type and values, parents' occupations, siblings, native place, diet, where the member lives, about. */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INDIAN_STATES } from '@seva/contracts';
import { SelectField, TextAreaField } from '@/components/ui';
import { usePlaceName } from '@/lib/place-name';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { ChoiceSelect } from '../choice-select';
import { FormTextField, NumberField } from '../fields';

const ABOUT_MAX = 2000;
/** Brothers or sisters: 0 to 12, empty means none. */
const SIBLINGS = { min: 0, max: 12, empty: 0, errorFallback: 'siblings' } as const;

/** The state select keeps a saved state that is not on today's list, so it is never lost silently. */
function stateChoices(current: string | undefined): string[] {
  return current && !INDIAN_STATES.some((state) => state === current)
    ? [current, ...INDIAN_STATES]
    : [...INDIAN_STATES];
}

export function FamilyStep() {
  const { t } = useTranslation('milanDashboard');
  const { register, getValues } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  const placeName = usePlaceName();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="matrimony.family.familyType"
        label={t('edit.fields.familyType')}
        vocabulary="familyTypes"
        nullable
      />
      <ChoiceSelect
        name="matrimony.family.familyValues"
        label={t('edit.fields.familyValues')}
        vocabulary="familyValues"
        nullable
      />
      <FormTextField name="matrimony.family.fatherOccupation" label={t('edit.fields.fatherOccupation')} />
      <FormTextField name="matrimony.family.motherOccupation" label={t('edit.fields.motherOccupation')} />
      <NumberField name="matrimony.family.brothers" label={t('edit.fields.brothers')} {...SIBLINGS} />
      <NumberField name="matrimony.family.sisters" label={t('edit.fields.sisters')} {...SIBLINGS} />
      <FormTextField
        name="matrimony.family.nativePlace"
        label={t('edit.fields.nativePlace')}
        hint={t('edit.fields.nativePlaceHint')}
      />
      <ChoiceSelect name="matrimony.diet" label={t('edit.fields.diet')} vocabulary="diets" />
      <SelectField label={t('edit.fields.state')} error={errorOf('matrimony.state')} {...register('matrimony.state')}>
        <option value="">{t('edit.choose')}</option>
        {stateChoices(getValues('matrimony.state')).map((state) => (
          <option key={state} value={state}>
            {placeName(state)}
          </option>
        ))}
      </SelectField>
      <FormTextField name="matrimony.city" label={t('edit.fields.city')} autoComplete="address-level2" />
      <TextAreaField
        label={t('edit.fields.about')}
        hint={t('edit.fields.aboutHint')}
        maxLength={ABOUT_MAX}
        rows={5}
        containerClassName="sm:col-span-2"
        error={errorOf('matrimony.about')}
        {...register('matrimony.about')}
      />
    </div>
  );
}
