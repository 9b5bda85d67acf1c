/** Step 1, basics: who made the profile, bride or groom, name, date of birth, height, marital status, mother tongue. */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARITAL_STATUSES, MILAN_GENDERS, MOTHER_TONGUES, PROFILE_CREATORS } from '@seva/contracts';
import { TextField } from '@/components/ui';
import { indiaToday } from '@/lib/format';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { ChoiceSelect } from '../choice-select';
import { HeightSelect } from '../height-select';

export function BasicsStep() {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="matrimony.createdBy"
        label={t('edit.fields.createdBy')}
        values={PROFILE_CREATORS}
        vocabulary="creators"
      />
      <ChoiceSelect
        name="matrimony.gender"
        label={t('edit.fields.gender')}
        values={MILAN_GENDERS}
        vocabulary="genders"
      />
      <TextField
        label={t('edit.fields.firstName')}
        autoComplete="given-name"
        error={errorOf('firstName')}
        {...register('firstName')}
      />
      <TextField
        label={t('edit.fields.lastName')}
        autoComplete="family-name"
        error={errorOf('lastName')}
        {...register('lastName')}
      />
      <TextField
        label={t('edit.fields.dateOfBirth')}
        type="date"
        max={indiaToday()}
        error={errorOf('matrimony.dateOfBirth')}
        {...register('matrimony.dateOfBirth')}
      />
      <HeightSelect name="matrimony.heightCm" label={t('edit.fields.height')} />
      <ChoiceSelect
        name="matrimony.maritalStatus"
        label={t('edit.fields.maritalStatus')}
        values={MARITAL_STATUSES}
        vocabulary="maritalStatuses"
      />
      <ChoiceSelect
        name="matrimony.motherTongue"
        label={t('edit.fields.motherTongue')}
        values={MOTHER_TONGUES}
        vocabulary="motherTongues"
      />
    </div>
  );
}
