/**
 * Creates or edits a product with react-hook-form and the request schema
 * itself (adminProductCreateBodySchema): prices in rupees with at most 2
 * decimals, MRP at least the price, whole stock ≥ 0. A picture chosen here is
 * previewed at once and uploaded after the product is saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminProductCreateBodySchema,
  type AdminCategory,
  type AdminProduct,
  type AdminProductCreateBody,
  type AdminProductCreateValues,
} from '@seva/contracts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui';
import { useSaveProduct } from '../api/save-product';
import { useUploadProductImage } from '../api/upload-product-image';
import { FormActions } from '../../shared/components/form-actions';
import { ProductImageField } from '../../shared/components/product-image-field';
import { useSaveWithImage } from '../../shared/hooks/use-save-with-image';

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
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const { image, onSubmit } = useSaveWithImage({
    id: product?._id,
    save: save.mutateAsync,
    upload: upload.mutateAsync,
    saveFailed: t('shop.products.saveFailed'),
    uploadFailed: t('shop.products.image.uploadFailed'),
    onSaved,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminProductCreateBody, unknown, AdminProductCreateValues>({
    resolver: zodResolver(adminProductCreateBodySchema),
    defaultValues: toFormValues(product),
  });

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
      <TextAreaField
        label={t('shop.products.fields.description')}
        containerClassName="sm:col-span-2"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <ProductImageField
        className="sm:col-span-2"
        current={product?.image ?? ''}
        name={product?.name ?? ''}
        chosen={image}
      />
      <CheckboxField
        label={t('shop.products.fields.active')}
        containerClassName="sm:col-span-2"
        {...register('active')}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
