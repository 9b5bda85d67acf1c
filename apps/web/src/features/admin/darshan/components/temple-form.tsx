/** Creates or edits a daily darshan temple, validated by the request schema (adminDarshanTempleCreateBodySchema). */
import { useTranslation } from 'react-i18next';
import { adminDarshanTempleCreateBodySchema, type AdminDarshanTemple } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { templesResource } from '../../shared/api/content-resources';
import { ActiveField, NameFields, SortOrderField } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { FormTextField } from '../../shared/components/form-fields';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';

type TempleFormProps = {
  temple?: AdminDarshanTemple;
  onSaved: (temple: AdminDarshanTemple, created: boolean) => void;
  onCancel: () => void;
};

export function TempleForm({ temple, onSaved, onCancel }: TempleFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(templesResource, temple, onSaved);
  const form = useZodForm(adminDarshanTempleCreateBodySchema, {
    defaultValues: temple
      ? (({ name, nameHi, deity, city, state, sortOrder, active }) => ({
          name,
          nameHi,
          deity,
          city,
          state,
          sortOrder,
          active,
        }))(temple)
      : { name: '', nameHi: '', deity: '', city: '', state: '', sortOrder: 0, active: true },
  });

  return (
    <EditorForm form={form} onSubmit={submit} onCancel={onCancel}>
      <NameFields label={t('content.temples.name')} />
      <FormTextField name="deity" label={t('content.temples.deity')} />
      <FormTextField name="city" label={t('content.temples.city')} />
      <FormTextField name="state" label={t('content.temples.state')} />
      <SortOrderField />
      <ActiveField />
    </EditorForm>
  );
}
