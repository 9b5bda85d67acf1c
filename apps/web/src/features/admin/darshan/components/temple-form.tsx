/** Creates or edits a daily darshan temple, validated by the request schema (adminDarshanTempleCreateBodySchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  adminDarshanTempleCreateBodySchema,
  type AdminDarshanTemple,
  type AdminDarshanTempleCreateBody,
} from '@seva/contracts';
import { TextField } from '@/components/ui';
import { templesResource } from '../../shared/api/content-resources';
import { ActiveField, NameFields, SortOrderField } from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';

type TempleFormProps = {
  temple?: AdminDarshanTemple;
  onSaved: (temple: AdminDarshanTemple, created: boolean) => void;
  onCancel: () => void;
};

export function TempleForm({ temple, onSaved, onCancel }: TempleFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(templesResource, temple, onSaved, t('content.common.saveFailed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminDarshanTempleCreateBody, unknown, z.output<typeof adminDarshanTempleCreateBodySchema>>({
    resolver: zodResolver(adminDarshanTempleCreateBodySchema),
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
  const text = (name: 'deity' | 'city' | 'state') => (
    <TextField label={t(`content.temples.${name}`)} error={errors[name]?.message} {...register(name)} />
  );

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <NameFields
        name={{ field: register('name'), error: errors.name?.message, label: t('content.temples.name') }}
        nameHi={{ field: register('nameHi'), error: errors.nameHi?.message }}
      />
      {text('deity')}
      {text('city')}
      {text('state')}
      <SortOrderField field={register('sortOrder', { valueAsNumber: true })} error={errors.sortOrder?.message} />
      <ActiveField field={register('active')} />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
