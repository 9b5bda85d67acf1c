/**
 * Step 6, partner preferences: an age range, a height range, and the
 * religions, mother tongues, marital statuses, diets and states the member
 * would consider (none ticked = any), plus a few free words.
 */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DIETS, INDIAN_STATES, MARITAL_STATUSES, MAX_AGE, MOTHER_TONGUES, RELIGIONS } from '@seva/contracts';
import { TextAreaField, TextField } from '@/components/ui';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { CheckboxGroup } from '../checkbox-group';
import { HeightSelect } from '../height-select';

const PREFERENCE_AGE_MIN = 18;

export function PartnerStep() {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  const age = { setValueAs: (value: unknown) => (value === '' ? undefined : Number(value)) };
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid grid-cols-2 gap-4">
        <legend className="col-span-2 mb-1 text-sm font-medium text-gray-800">{t('edit.partner.age')}</legend>
        <TextField
          label={t('edit.partner.ageMin')}
          type="number"
          inputMode="numeric"
          min={PREFERENCE_AGE_MIN}
          max={MAX_AGE}
          error={errorOf('matrimony.partnerPreferences.ageMin', 'partnerAge')}
          {...register('matrimony.partnerPreferences.ageMin', age)}
        />
        <TextField
          label={t('edit.partner.ageMax')}
          type="number"
          inputMode="numeric"
          min={PREFERENCE_AGE_MIN}
          max={MAX_AGE}
          error={errorOf('matrimony.partnerPreferences.ageMax', 'partnerAge')}
          {...register('matrimony.partnerPreferences.ageMax', age)}
        />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 sm:col-span-2">{t('edit.partner.height')}</legend>
        <HeightSelect name="matrimony.partnerPreferences.heightMin" label={t('edit.partner.heightMin')} optional />
        <HeightSelect name="matrimony.partnerPreferences.heightMax" label={t('edit.partner.heightMax')} optional />
      </fieldset>
      <CheckboxGroup
        name="matrimony.partnerPreferences.religions"
        legend={t('edit.partner.religions')}
        values={RELIGIONS}
        vocabulary="religions"
      />
      <CheckboxGroup
        name="matrimony.partnerPreferences.motherTongues"
        legend={t('edit.partner.motherTongues')}
        values={MOTHER_TONGUES}
        vocabulary="motherTongues"
        scroll
      />
      <CheckboxGroup
        name="matrimony.partnerPreferences.maritalStatuses"
        legend={t('edit.partner.maritalStatuses')}
        values={MARITAL_STATUSES}
        vocabulary="maritalStatuses"
      />
      <CheckboxGroup
        name="matrimony.partnerPreferences.diets"
        legend={t('edit.partner.diets')}
        values={DIETS}
        vocabulary="diets"
      />
      <CheckboxGroup
        name="matrimony.partnerPreferences.states"
        legend={t('edit.partner.states')}
        values={INDIAN_STATES}
        scroll
      />
      <TextAreaField
        label={t('edit.partner.about')}
        maxLength={500}
        rows={3}
        error={errorOf('matrimony.partnerPreferences.about')}
        {...register('matrimony.partnerPreferences.about')}
      />
    </div>
  );
}
