/** Step 2, religion and community: religion (required), caste, sub-caste and gotra (free text). */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RELIGIONS } from '@seva/contracts';
import { TextField } from '@/components/ui';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { ChoiceSelect } from '../choice-select';

export function ReligionStep() {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="matrimony.religion"
        label={t('edit.fields.religion')}
        values={RELIGIONS}
        vocabulary="religions"
        className="sm:col-span-2"
      />
      <TextField label={t('edit.fields.caste')} error={errorOf('matrimony.caste')} {...register('matrimony.caste')} />
      <TextField
        label={t('edit.fields.subCaste')}
        error={errorOf('matrimony.subCaste')}
        {...register('matrimony.subCaste')}
      />
      <TextField
        label={t('edit.fields.gotra')}
        hint={t('edit.fields.gotraHint')}
        error={errorOf('matrimony.gotra')}
        {...register('matrimony.gotra')}
      />
    </div>
  );
}
