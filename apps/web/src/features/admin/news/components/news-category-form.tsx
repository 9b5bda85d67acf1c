/** Creates or edits a news category, validated by the request schema (adminNewsCategoryCreateBodySchema). */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  adminNewsCategoryCreateBodySchema,
  type AdminNewsCategory,
  type AdminNewsCategoryCreateBody,
} from '@seva/contracts';
import { newsCategoriesResource } from '../../shared/api/content-resources';
import { ActiveField, NameFields, SortOrderField } from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';

type NewsCategoryFormProps = {
  category?: AdminNewsCategory;
  onSaved: (category: AdminNewsCategory, created: boolean) => void;
  onCancel: () => void;
};

export function NewsCategoryForm({ category, onSaved, onCancel }: NewsCategoryFormProps) {
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(newsCategoriesResource, category, onSaved, t('content.common.saveFailed'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminNewsCategoryCreateBody, unknown, z.output<typeof adminNewsCategoryCreateBodySchema>>({
    resolver: zodResolver(adminNewsCategoryCreateBodySchema),
    defaultValues: category
      ? { name: category.name, nameHi: category.nameHi, sortOrder: category.sortOrder, active: category.active }
      : { name: '', nameHi: '', sortOrder: 0, active: true },
  });

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <NameFields
        name={{ field: register('name'), error: errors.name?.message }}
        nameHi={{ field: register('nameHi'), error: errors.nameHi?.message }}
      />
      <SortOrderField field={register('sortOrder', { valueAsNumber: true })} error={errors.sortOrder?.message} />
      <ActiveField field={register('active')} className="self-end" />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
