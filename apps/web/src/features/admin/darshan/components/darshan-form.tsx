/**
 * Creates or edits one temple's darshan of one day (India date; a temple has
 * at most one a day, the server answers 409 for a second), validated by the
 * request schema; once saved, its gallery.
 */
import { useTranslation } from 'react-i18next';
import type { AdminDarshan } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { darshanResource } from '../../shared/api/content-resources';
import { DescriptionField, TitleField, type SelectOption } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { FormSelectField, FormTextField } from '../../shared/components/form-fields';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { indiaToday } from '../../shared/india-today';
import { darshanFormSchema } from '../form/darshan-form-schema';
import { DarshanGallery } from './darshan-gallery';

type DarshanFormProps = EditorCallbacks<AdminDarshan> & {
  darshan?: AdminDarshan;
  temples: SelectOption[];
  /** A new darshan's temple and date: the list's filters. */
  templeId?: string;
  date?: string;
};

export function DarshanForm({ darshan, temples, templeId, date, onSaved, onUploaded, onCancel }: DarshanFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(darshanResource, darshan, onSaved);
  const form = useZodForm(darshanFormSchema, {
    defaultValues: darshan
      ? { templeId: darshan.temple._id, date: darshan.date, title: darshan.title, description: darshan.description }
      : { templeId: templeId ?? '', date: date || indiaToday(), title: '', description: '' },
  });

  return (
    <EditorForm form={form} onSubmit={submit} onCancel={onCancel}>
      <FormSelectField name="templeId" label={t('content.darshan.temple')}>
        <option value="">{t('content.darshan.chooseTemple')}</option>
        {temples.map((temple) => (
          <option key={temple.value} value={temple.value}>
            {temple.label}
          </option>
        ))}
      </FormSelectField>
      <FormTextField name="date" label={t('content.darshan.date')} type="date" hint={t('content.darshan.dateHint')} />
      <TitleField className="sm:col-span-2" />
      <DescriptionField />
      <DarshanGallery className="sm:col-span-2" darshan={darshan} onChanged={onUploaded} />
    </EditorForm>
  );
}
