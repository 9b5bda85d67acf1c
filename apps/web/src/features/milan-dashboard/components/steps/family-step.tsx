/** Step 4, family and lifestyle: family type and values, parents' occupations, siblings, native place, diet, where the member lives, about. */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIETS, FAMILY_TYPES, FAMILY_VALUES, INDIAN_STATES } from '@seva/contracts';
import { SelectField, TextAreaField, TextField } from '@/components/ui';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { ChoiceSelect } from '../choice-select';

const ABOUT_MAX = 2000;
const SIBLINGS_MAX = 12;

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
  const siblings = { setValueAs: (value: unknown) => (value === '' ? 0 : Number(value)) };
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="matrimony.family.familyType"
        label={t('edit.fields.familyType')}
        values={FAMILY_TYPES}
        vocabulary="familyTypes"
        empty={t('edit.preferNotToSay')}
        nullable
      />
      <ChoiceSelect
        name="matrimony.family.familyValues"
        label={t('edit.fields.familyValues')}
        values={FAMILY_VALUES}
        vocabulary="familyValues"
        empty={t('edit.preferNotToSay')}
        nullable
      />
      <TextField
        label={t('edit.fields.fatherOccupation')}
        error={errorOf('matrimony.family.fatherOccupation')}
        {...register('matrimony.family.fatherOccupation')}
      />
      <TextField
        label={t('edit.fields.motherOccupation')}
        error={errorOf('matrimony.family.motherOccupation')}
        {...register('matrimony.family.motherOccupation')}
      />
      <TextField
        label={t('edit.fields.brothers')}
        type="number"
        inputMode="numeric"
        min={0}
        max={SIBLINGS_MAX}
        error={errorOf('matrimony.family.brothers', 'siblings')}
        {...register('matrimony.family.brothers', siblings)}
      />
      <TextField
        label={t('edit.fields.sisters')}
        type="number"
        inputMode="numeric"
        min={0}
        max={SIBLINGS_MAX}
        error={errorOf('matrimony.family.sisters', 'siblings')}
        {...register('matrimony.family.sisters', siblings)}
      />
      <TextField
        label={t('edit.fields.nativePlace')}
        hint={t('edit.fields.nativePlaceHint')}
        error={errorOf('matrimony.family.nativePlace')}
        {...register('matrimony.family.nativePlace')}
      />
      <ChoiceSelect name="matrimony.diet" label={t('edit.fields.diet')} values={DIETS} vocabulary="diets" />
      <SelectField label={t('edit.fields.state')} error={errorOf('matrimony.state')} {...register('matrimony.state')}>
        <option value="">{t('edit.choose')}</option>
        {stateChoices(getValues('matrimony.state')).map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('edit.fields.city')}
        autoComplete="address-level2"
        error={errorOf('matrimony.city')}
        {...register('matrimony.city')}
      />
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
