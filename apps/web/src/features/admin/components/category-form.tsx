/**
 * Creates or edits a shop category with the request schema itself
 * (adminCategoryCreateBodySchema). The server makes the web address (slug)
 * from the name and answers 409 when another category has it.
 */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { adminCategoryCreateBodySchema, type AdminCategory, type AdminCategoryCreateBody } from '@seva/contracts';
import { Button, TextField, inputClasses } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { useSaveCategory } from '../api/save-category';

type CategoryValues = z.output<typeof adminCategoryCreateBodySchema>;

type CategoryFormProps = { category?: AdminCategory; nextSortOrder: number; onDone: () => void };

export function CategoryForm({ category, nextSortOrder, onDone }: CategoryFormProps) {
  const { t } = useTranslation('admin');
  const descriptionId = useId();
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
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-gray-800">
          {t('shop.categories.fields.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          aria-invalid={errors.description ? true : undefined}
          className={cn(inputClasses, 'min-h-24')}
          {...register('description')}
        />
        {errors.description && <p className="text-sm text-red-600">{errors.description.message}</p>}
      </div>
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
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800">
        <input type="checkbox" className="size-5 accent-primary" {...register('active')} />
        {t('shop.categories.fields.active')}
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('shop.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('shop.save')}
        </Button>
      </div>
    </form>
  );
}
