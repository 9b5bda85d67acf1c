/**
 * Step 6, partner preferences: an age range, a height range, and the
 * religions, mother tongues, marital statuses, diets and states the member
 * would consider (none ticked = any), plus a few free words.
 */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INDIAN_STATES, MAX_AGE } from '@seva/contracts';
import { TextAreaField } from '@/components/ui';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { CheckboxGroup } from '../checkbox-group';
import { NumberField } from '../fields';
import { HeightSelect } from '../height-select';

/** A partner's age: 18 to the contract's MAX_AGE, empty means no limit. */
const AGE = { min: 18, max: MAX_AGE, empty: undefined, errorFallback: 'partnerAge' } as const;

export function PartnerStep() {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="grid grid-cols-2 gap-4">
        <legend className="col-span-2 mb-1 text-sm font-medium text-gray-800">{t('edit.partner.age')}</legend>
        <NumberField name="matrimony.partnerPreferences.ageMin" label={t('edit.partner.ageMin')} {...AGE} />
        <NumberField name="matrimony.partnerPreferences.ageMax" label={t('edit.partner.ageMax')} {...AGE} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium text-gray-800 sm:col-span-2">{t('edit.partner.height')}</legend>
        <HeightSelect name="matrimony.partnerPreferences.heightMin" label={t('edit.partner.heightMin')} optional />
        <HeightSelect name="matrimony.partnerPreferences.heightMax" label={t('edit.partner.heightMax')} optional />
      </fieldset>
      <CheckboxGroup
        name="matrimony.partnerPreferences.religions"
        legend={t('edit.partner.religions')}
        vocabulary="religions"
      />
      <CheckboxGroup
        name="matrimony.partnerPreferences.motherTongues"
        legend={t('edit.partner.motherTongues')}
        vocabulary="motherTongues"
        scroll
      />
      <CheckboxGroup
        name="matrimony.partnerPreferences.maritalStatuses"
        legend={t('edit.partner.maritalStatuses')}
        vocabulary="maritalStatuses"
      />
      <CheckboxGroup name="matrimony.partnerPreferences.diets" legend={t('edit.partner.diets')} vocabulary="diets" />
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
