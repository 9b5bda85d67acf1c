/**
 * Creates or edits one temple's darshan of one day (India date; a temple has
 * at most one a day, the server answers 409 for a second), validated by the
 * request schema; once saved, its gallery.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminDarshanCreateBodySchema, type AdminDarshan, type AdminDarshanCreateBody } from '@seva/contracts';
import { SelectField, TextField } from '@/components/ui';
import { darshanResource } from '../../shared/api/content-resources';
import { indiaToday } from '../../shared/india-today';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';
import { DescriptionField, TitleField, type SelectOption } from '../../shared/components/content-fields';
import { DarshanGallery } from './darshan-gallery';
import { FormActions } from '../../shared/components/form-actions';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';

const darshanFormSchema = bodyFormSchema(adminDarshanCreateBodySchema, (values: AdminDarshanCreateBody) => values, {
  templeId: CHOOSE.temple,
});

type DarshanFormProps = EditorCallbacks<AdminDarshan> & {
  darshan?: AdminDarshan;
  temples: SelectOption[];
  /** A new darshan's temple and date: the list's filters. */
  templeId?: string;
  date?: string;
};

export function DarshanForm({ darshan, temples, templeId, date, onSaved, onUploaded, onCancel }: DarshanFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(darshanResource, darshan, onSaved, t('content.common.saveFailed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminDarshanCreateBody, unknown, z.output<typeof darshanFormSchema>>({
    resolver: zodResolver(darshanFormSchema),
    defaultValues: darshan
      ? { templeId: darshan.temple._id, date: darshan.date, title: darshan.title, description: darshan.description }
      : { templeId: templeId ?? '', date: date || indiaToday(), title: '', description: '' },
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField label={t('content.darshan.temple')} error={errors.templeId?.message} {...register('templeId')}>
        <option value="">{t('content.darshan.chooseTemple')}</option>
        {temples.map((temple) => (
          <option key={temple.value} value={temple.value}>
            {temple.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('content.darshan.date')}
        type="date"
        hint={t('content.darshan.dateHint')}
        error={errors.date?.message}
        {...register('date')}
      />
      <TitleField field={register('title')} error={errors.title?.message} className="sm:col-span-2" />
      <DescriptionField field={register('description')} error={errors.description?.message} />
      <DarshanGallery className="sm:col-span-2" darshan={darshan} onChanged={onUploaded} />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
