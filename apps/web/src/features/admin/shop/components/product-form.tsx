/**
 * Creates or edits a product, checked by the request schema itself
 * (adminProductCreateBodySchema): prices in rupees with at most 2 decimals,
 * MRP at least the price, whole stock ≥ 0; name, pack size and description in English and Hindi side by side. A picture chosen here is previewed
 * at once and uploaded after the product is saved (PictureEditorForm).
 */
import { useTranslation } from 'react-i18next';
import {
  adminProductCreateBodySchema,
  type AdminCategory,
  type AdminProduct,
  type AdminProductCreateBody,
} from '@seva/contracts';
import { FormNumberField, FormSelectField } from '../../shared/components/form-fields';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { hindiFormValues } from '../../shared/form/hindi-form';
import { PictureEditorForm } from '../../shared/components/picture-editor-form';
import { usePictureEditor, type PictureEditorCallbacks } from '../../shared/hooks/use-picture-editor';
import { useSaveProduct } from '../api/save-product';
import { useUploadProductImage } from '../api/upload-product-image';

/** The text fields edited in Hindi beside the English. */
const HINDI_FIELDS = ['name', 'description', 'unit'] as const;

function toFormValues(product: AdminProduct | undefined): Partial<AdminProductCreateBody> {
  const hi = hindiFormValues(product?.hi, HINDI_FIELDS);
  if (!product) return { name: '', description: '', categoryId: '', unit: '1 pc', active: true, hi };
  const { name, description, categoryId, price, mrp, unit, stock, active } = product;
  return { name, description, categoryId, price, mrp, unit, stock, active, hi };
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
      <FormNumberField name="stock" label={f('stock')} />
      <BilingualTextField name="unit" label={f('unit')} hint={f('unitHint')} />
      <BilingualTextAreaField name="description" label={f('description')} />
    </PictureEditorForm>
  );
}
