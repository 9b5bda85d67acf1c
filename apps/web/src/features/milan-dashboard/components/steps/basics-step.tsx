/** Step 1, basics: who made the profile, bride or groom, name, date of birth, height, marital status, mother tongue. */
import { useTranslation } from 'react-i18next';
import { indiaToday } from '@/lib/format';
import { ChoiceSelect } from '../choice-select';
import { FormTextField } from '../fields';
import { HeightSelect } from '../height-select';

export function BasicsStep() {
  const { t } = useTranslation('milanDashboard');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect name="matrimony.createdBy" label={t('edit.fields.createdBy')} vocabulary="creators" />
      <ChoiceSelect name="matrimony.gender" label={t('edit.fields.gender')} vocabulary="genders" />
      <FormTextField name="firstName" label={t('edit.fields.firstName')} autoComplete="given-name" />
      <FormTextField name="lastName" label={t('edit.fields.lastName')} autoComplete="family-name" />
      <FormTextField name="matrimony.dateOfBirth" label={t('edit.fields.dateOfBirth')} type="date" max={indiaToday()} />
      <HeightSelect name="matrimony.heightCm" label={t('edit.fields.height')} />
      <ChoiceSelect
        name="matrimony.maritalStatus"
        label={t('edit.fields.maritalStatus')}
        vocabulary="maritalStatuses"
      />
      <ChoiceSelect name="matrimony.motherTongue" label={t('edit.fields.motherTongue')} vocabulary="motherTongues" />
    </div>
  );
}
