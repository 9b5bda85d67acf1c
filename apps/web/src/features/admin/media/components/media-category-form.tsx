/**
 * Creates or edits a media category (aarti, bhajan…) or, given `parents`, a
 * sub-category, validated by the request schema itself. Its picture is
 * uploaded once the record exists.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adminMediaSubCategoryCreateBodySchema,
  type AdminMediaCategory,
  type AdminMediaSubCategoryCreateBody,
  z,
} from '@seva/contracts';
import { SelectField } from '@/components/ui';
import type { ContentResource } from '../../shared/api/content-resource';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';
import { ActiveField, DescriptionField, NameFields, SortOrderField } from '../../shared/components/content-fields';
import { FormActions } from '../../shared/components/form-actions';
import { PictureUploadField } from '../../shared/components/picture-upload-field';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';

/** A category's fields are a sub-category's without the parent, which is then neither checked nor sent. */
const categorySchema = adminMediaSubCategoryCreateBodySchema.extend({ categoryId: z.string() });
type Values = AdminMediaSubCategoryCreateBody;
type Body = z.output<typeof categorySchema>;
const subCategorySchema = bodyFormSchema(adminMediaSubCategoryCreateBodySchema, (values: Values) => values, {
  categoryId: CHOOSE.category,
});

type MediaCategoryFormProps<Item extends AdminMediaCategory> = EditorCallbacks<Item> & {
  /** Categories or sub-categories. */
  resource: ContentResource<Item, unknown, unknown>;
  record?: Item;
  /** The categories a sub-category can belong to; absent for a category. */
  parents?: AdminMediaCategory[];
  /** The sub-category's category (a new one's: the category it is added to). */
  parentId?: string;
  nextSortOrder: number;
};

export function MediaCategoryForm<Item extends AdminMediaCategory>(props: MediaCategoryFormProps<Item>) {
  const { resource, record, parents, parentId = '', nextSortOrder, onSaved, onUploaded, onCancel } = props;
  const { t } = useTranslation('admin');
  const submit = useContentSubmit(resource, record, onSaved, t('content.common.saveFailed'));
  const onSubmit = ({ categoryId, ...fields }: Body) => submit(parents ? { categoryId, ...fields } : fields);
  const upload = useRecordUpload(resource, record, 'image', 'image');
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Body>({
    resolver: zodResolver(parents ? subCategorySchema : categorySchema),
    defaultValues: {
      categoryId: parentId,
      name: record?.name ?? '',
      nameHi: record?.nameHi ?? '',
      description: record?.description ?? '',
      sortOrder: record?.sortOrder ?? nextSortOrder,
      active: record?.active ?? true,
    },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {parents && (
        <SelectField
          label={t('content.subCategories.parent')}
          containerClassName="sm:col-span-2"
          error={errors.categoryId?.message}
          {...register('categoryId')}
        >
          <option value="">{t('content.subCategories.chooseParent')}</option>
          {parents.map((parent) => (
            <option key={parent._id} value={parent._id}>
              {parent.name}
            </option>
          ))}
        </SelectField>
      )}
      <NameFields
        name={{ field: register('name'), error: errors.name?.message }}
        nameHi={{ field: register('nameHi'), error: errors.nameHi?.message }}
      />
      <DescriptionField field={register('description')} error={errors.description?.message} />
      <SortOrderField field={register('sortOrder', { valueAsNumber: true })} error={errors.sortOrder?.message} />
      <ActiveField field={register('active')} className="self-end" />
      <PictureUploadField
        className="sm:col-span-2"
        what="picture"
        image={record?.image ?? null}
        upload={upload}
        onUploaded={onUploaded}
      />
      <FormActions saving={isSubmitting} onCancel={onCancel} className="sm:col-span-2" />
    </form>
  );
}
