/**
 * Creates or edits a product, checked by the request schema itself
 * (adminProductCreateBodySchema): prices in rupees with at most 2 decimals,
 * MRP at least the price, whole stock ≥ 0. A picture chosen here is previewed
 * at once and uploaded after the product is saved (PictureEditorForm).
 */
import { useTranslation } from 'react-i18next';
import {
  adminProductCreateBodySchema,
  type AdminCategory,
  type AdminProduct,
  type AdminProductCreateBody,
} from '@seva/contracts';
import { DescriptionField } from '../../shared/components/content-fields';
import { FormNumberField, FormSelectField, FormTextField } from '../../shared/components/form-fields';
import { PictureEditorForm } from '../../shared/components/picture-editor-form';
import { usePictureEditor, type PictureEditorCallbacks } from '../../shared/hooks/use-picture-editor';
import { useSaveProduct } from '../api/save-product';
import { useUploadProductImage } from '../api/upload-product-image';

function toFormValues(product: AdminProduct | undefined): Partial<AdminProductCreateBody> {
  if (!product) return { name: '', description: '', categoryId: '', unit: '1 pc', active: true };
  const { name, description, categoryId, price, mrp, unit, stock, active } = product;
  return { name, description, categoryId, price, mrp, unit, stock, active };
}

type ProductFormProps = PictureEditorCallbacks<AdminProduct> & { product?: AdminProduct; categories: AdminCategory[] };

export function ProductForm({ product, categories, onSaved, onCancel }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const editor = usePictureEditor({
    schema: adminProductCreateBodySchema,
    defaultValues: toFormValues(product),
    record: product,
    save: useSaveProduct(),
    upload: useUploadProductImage(),
    saveFailed: t('shop.products.saveFailed'),
    uploadFailed: t('shop.products.image.uploadFailed'),
    onSaved,
  });
  const f = (key: string) => t(`shop.products.fields.${key}`);

  return (
    <PictureEditorForm editor={editor} onCancel={onCancel} strings="shop.products.fields">
      <FormSelectField name="categoryId" label={f('category')} containerClassName="sm:col-span-2">
        <option value="">{f('chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
            {category.active ? '' : ` (${t('shop.inactive')})`}
          </option>
        ))}
      </FormSelectField>
      <FormNumberField name="price" label={f('price')} hint={f('priceHint')} money />
      <FormNumberField name="mrp" label={f('mrp')} money />
      <FormTextField name="unit" label={f('unit')} hint={f('unitHint')} />
      <FormNumberField name="stock" label={f('stock')} />
      <DescriptionField label={f('description')} />
    </PictureEditorForm>
  );
}
