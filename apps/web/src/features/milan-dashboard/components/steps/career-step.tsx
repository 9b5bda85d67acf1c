/** Step 3, education and career: highest education and its detail, occupation group, job title, income band (lakh a year). */
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LEVELS, INCOME_BANDS, OCCUPATIONS } from '@seva/contracts';
import { TextField } from '@/components/ui';
import type { EditProfileValues } from '../../form/edit-profile-schema';
import { useFieldError } from '../../form/use-field-error';
import { ChoiceSelect } from '../choice-select';

export function CareerStep() {
  const { t } = useTranslation('milanDashboard');
  const { register } = useFormContext<EditProfileValues>();
  const errorOf = useFieldError();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="matrimony.education"
        label={t('edit.fields.education')}
        values={EDUCATION_LEVELS}
        vocabulary="educationLevels"
      />
      <TextField
        label={t('edit.fields.educationDetail')}
        hint={t('edit.fields.educationDetailHint')}
        error={errorOf('matrimony.educationDetail')}
        {...register('matrimony.educationDetail')}
      />
      <ChoiceSelect
        name="matrimony.occupation"
        label={t('edit.fields.occupation')}
        values={OCCUPATIONS}
        vocabulary="occupations"
      />
      <TextField
        label={t('edit.fields.jobTitle')}
        autoComplete="organization-title"
        error={errorOf('matrimony.jobTitle')}
        {...register('matrimony.jobTitle')}
      />
      <ChoiceSelect
        name="matrimony.incomeBand"
        label={t('edit.fields.incomeBand')}
        values={INCOME_BANDS}
        vocabulary="incomeBands"
        empty={t('edit.preferNotToSay')}
        nullable
      />
    </div>
  );
}
