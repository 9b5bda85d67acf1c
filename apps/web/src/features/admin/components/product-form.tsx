/**
 * Creates or edits a product with react-hook-form and the request schema
 * itself (adminProductCreateBodySchema): prices in rupees with at most 2
 * decimals, MRP at least the price, whole stock ≥ 0. A picture chosen here is
 * previewed at once and uploaded after the product is saved.
 */
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  adminProductCreateBodySchema,
  type AdminCategory,
  type AdminProduct,
  type AdminProductCreateBody,
  type AdminProductCreateValues,
} from '@seva/contracts';
import { Button, SelectField, TextField, inputClasses } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { useSaveProduct } from '../api/save-product';
import { useUploadProductImage } from '../api/upload-product-image';
import { ProductImageField, useChosenImage } from './product-image-field';

function toFormValues(product: AdminProduct | undefined): Partial<AdminProductCreateBody> {
  if (!product) return { name: '', description: '', categoryId: '', unit: '1 pc', active: true };
  const { name, description, categoryId, price, mrp, unit, stock, active } = product;
  return { name, description, categoryId, price, mrp, unit, stock, active };
}

type ProductFormProps = {
  product?: AdminProduct;
  categories: AdminCategory[];
  /** After a save: the product as stored; `done` false when its picture still failed to upload. */
  onSaved: (product: AdminProduct, done: boolean) => void;
  onCancel: () => void;
};

export function ProductForm({ product, categories, onSaved, onCancel }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const descriptionId = useId();
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const image = useChosenImage();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminProductCreateBody, unknown, AdminProductCreateValues>({
    resolver: zodResolver(adminProductCreateBodySchema),
    defaultValues: toFormValues(product),
  });

  const onSubmit = async (body: AdminProductCreateValues) => {
    let saved: AdminProduct;
    try {
      const response = await save.mutateAsync({ id: product?._id, body });
      saved = response.data;
      toast.success(response.message);
    } catch (error) {
      toast.error(errorMessage(error, t('shop.products.saveFailed')));
      return;
    }
    if (image.file) {
      try {
        saved = (await upload.mutateAsync({ id: saved._id, file: image.file })).data;
        image.clear();
      } catch (error) {
        toast.error(errorMessage(error, t('shop.products.image.uploadFailed')));
        onSaved(saved, false);
        return;
      }
    }
    onSaved(saved, true);
  };

  const number = { valueAsNumber: true } as const;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <TextField
        label={t('shop.products.fields.name')}
        containerClassName="sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField
        label={t('shop.products.fields.category')}
        containerClassName="sm:col-span-2"
        error={errors.categoryId?.message}
        {...register('categoryId')}
      >
        <option value="">{t('shop.products.fields.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
            {category.active ? '' : ` (${t('shop.inactive')})`}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('shop.products.fields.price')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        hint={t('shop.products.fields.priceHint')}
        error={errors.price?.message}
        {...register('price', number)}
      />
      <TextField
        label={t('shop.products.fields.mrp')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        error={errors.mrp?.message}
        {...register('mrp', number)}
      />
      <TextField
        label={t('shop.products.fields.unit')}
        hint={t('shop.products.fields.unitHint')}
        error={errors.unit?.message}
        {...register('unit')}
      />
      <TextField
        label={t('shop.products.fields.stock')}
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        error={errors.stock?.message}
        {...register('stock', number)}
      />
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor={descriptionId} className="text-sm font-medium text-gray-800">
          {t('shop.products.fields.description')}
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
      <ProductImageField
        className="sm:col-span-2"
        current={product?.image ?? ''}
        name={product?.name ?? ''}
        chosen={image}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800 sm:col-span-2">
        <input type="checkbox" className="size-5 accent-primary" {...register('active')} />
        {t('shop.products.fields.active')}
      </label>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('shop.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('shop.save')}
        </Button>
      </div>
    </form>
  );
}
