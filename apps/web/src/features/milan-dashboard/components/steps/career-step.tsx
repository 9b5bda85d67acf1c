/** Step 3, education and career: highest education and its detail, occupation group, job title, income band (lakh a year). */
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../choice-select';
import { FormTextField } from '../fields';

export function CareerStep() {
  const { t } = useTranslation('milanDashboard');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect name="matrimony.education" label={t('edit.fields.education')} vocabulary="educationLevels" />
      <FormTextField
        name="matrimony.educationDetail"
        label={t('edit.fields.educationDetail')}
        hint={t('edit.fields.educationDetailHint')}
      />
      <ChoiceSelect name="matrimony.occupation" label={t('edit.fields.occupation')} vocabulary="occupations" />
      <FormTextField name="matrimony.jobTitle" label={t('edit.fields.jobTitle')} autoComplete="organization-title" />
      <ChoiceSelect name="matrimony.incomeBand" label={t('edit.fields.incomeBand')} vocabulary="incomeBands" nullable />
    </div>
  );
}
