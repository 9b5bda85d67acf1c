/**
 * Creates or edits a media category (aarti, bhajan…) or, given `parents`, a
 * sub-category, validated by the request schema itself: its name and
 * description in English and Hindi side by side. Its picture is uploaded
 * once the record exists.
 */
import { useTranslation } from 'react-i18next';
import type { AdminMediaCategory } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import type { ContentResource } from '../../shared/api/content-resource';
import { ActiveField, NameFields, SortOrderField } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { FormSelectField } from '../../shared/components/form-fields';
import { BilingualTextAreaField } from '../../shared/components/hindi-fields';
import { hindiFormValues } from '../../shared/form/hindi-form';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';
import { mediaCategoryFormSchema, type MediaCategoryBody } from '../form/media-category-form-schema';
import { CATEGORY_HINDI_FIELDS } from '../form/media-hindi';

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
  const submit = useContentSubmit(resource, record, onSaved);
  const onSubmit = ({ categoryId, ...fields }: MediaCategoryBody) =>
    submit(parents ? { categoryId, ...fields } : fields);
  const upload = useRecordUpload(resource, record, 'image', 'image');
  const form = useZodForm(mediaCategoryFormSchema(parents !== undefined), {
    defaultValues: {
      categoryId: parentId,
      name: record?.name ?? '',
      nameHi: record?.nameHi ?? '',
      description: record?.description ?? '',
      sortOrder: record?.sortOrder ?? nextSortOrder,
      active: record?.active ?? true,
      hi: hindiFormValues(record?.hi, CATEGORY_HINDI_FIELDS),
    },
  });

  return (
    <EditorForm
      form={form}
      onSubmit={onSubmit}
      onCancel={onCancel}
      picture={{ what: 'picture', image: record?.image ?? null, upload: upload, onUploaded }}
    >
      {parents && (
        <FormSelectField name="categoryId" label={t('content.subCategories.parent')} containerClassName="sm:col-span-2">
          <option value="">{t('content.subCategories.chooseParent')}</option>
          {parents.map((parent) => (
            <option key={parent._id} value={parent._id}>
              {parent.name}
            </option>
          ))}
        </FormSelectField>
      )}
      <NameFields />
      <BilingualTextAreaField name="description" label={t('content.fields.description')} />
      <SortOrderField />
      <ActiveField className="self-end" />
    </EditorForm>
  );
}
