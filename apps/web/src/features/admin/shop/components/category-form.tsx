/**
 * Creates or edits a shop category with the request schema itself
 * (adminCategoryCreateBodySchema). The server makes the web address (slug)
 * from the name and answers 409 when another category has it.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { adminCategoryCreateBodySchema, type AdminCategory, type AdminCategoryCreateBody } from '@seva/contracts';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useSaveCategory } from '../api/save-category';
import { FormActions } from '../../shared/components/form-actions';

type CategoryValues = z.output<typeof adminCategoryCreateBodySchema>;

type CategoryFormProps = { category?: AdminCategory; nextSortOrder: number; onDone: () => void };

export function CategoryForm({ category, nextSortOrder, onDone }: CategoryFormProps) {
  const { t } = useTranslation('admin');
  const save = useSaveCategory();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminCategoryCreateBody, unknown, CategoryValues>({
    resolver: zodResolver(adminCategoryCreateBodySchema),
    defaultValues: category
      ? {
          name: category.name,
          description: category.description,
          sortOrder: category.sortOrder,
          active: category.active,
        }
      : { name: '', description: '', sortOrder: nextSortOrder, active: true },
  });

  const onSubmit = async (body: CategoryValues) => {
    try {
      const response = await save.mutateAsync({ id: category?._id, body });
      toast.success(response.message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, t('shop.categories.saveFailed')));
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <TextField label={t('shop.categories.fields.name')} error={errors.name?.message} {...register('name')} />
      <TextAreaField
        label={t('shop.categories.fields.description')}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={t('shop.categories.fields.sortOrder')}
        hint={t('shop.categories.fields.sortOrderHint')}
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        error={errors.sortOrder?.message}
        {...register('sortOrder', { valueAsNumber: true })}
      />
      <CheckboxField label={t('shop.categories.fields.active')} {...register('active')} />
      <FormActions saving={isSubmitting} onCancel={onDone} />
    </form>
  );
}
