/** Step 2, religion and community: religion (required), caste, sub-caste and gotra (free text). */
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '../choice-select';
import { FormTextField } from '../fields';

export function ReligionStep() {
  const { t } = useTranslation('milanDashboard');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <ChoiceSelect
        name="matrimony.religion"
        label={t('edit.fields.religion')}
        vocabulary="religions"
        className="sm:col-span-2"
      />
      <FormTextField name="matrimony.caste" label={t('edit.fields.caste')} />
      <FormTextField name="matrimony.subCaste" label={t('edit.fields.subCaste')} />
      <FormTextField name="matrimony.gotra" label={t('edit.fields.gotra')} hint={t('edit.fields.gotraHint')} />
    </div>
  );
}
