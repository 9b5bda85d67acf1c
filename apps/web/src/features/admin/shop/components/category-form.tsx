/**
 * Creates or edits a shop category with the request schema itself
 * (adminCategoryCreateBodySchema), name and description in English and Hindi side by side. The server makes the web address (slug)
 * from the name and answers 409 when another category has it.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { adminCategoryCreateBodySchema, type AdminCategory } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { errorMessage } from '@/lib/api-client';
import { ActiveField, SortOrderField } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { hindiFormValues } from '../../shared/form/hindi-form';
import { useSaveCategory } from '../api/save-category';

type CategoryValues = z.output<typeof adminCategoryCreateBodySchema>;

/** The text fields edited in Hindi beside the English. */
const HINDI_FIELDS = ['name', 'description'] as const;

type CategoryFormProps = { category?: AdminCategory; nextSortOrder: number; onDone: () => void };

export function CategoryForm({ category, nextSortOrder, onDone }: CategoryFormProps) {
  const { t } = useTranslation('admin');
  const f = (key: string) => t(`shop.categories.fields.${key}`);
  const save = useSaveCategory();
  const form = useZodForm(adminCategoryCreateBodySchema, {
    defaultValues: category
      ? {
          name: category.name,
          description: category.description,
          sortOrder: category.sortOrder,
          active: category.active,
          hi: hindiFormValues(category.hi, HINDI_FIELDS),
        }
      : { name: '', description: '', sortOrder: nextSortOrder, active: true, hi: hindiFormValues({}, HINDI_FIELDS) },
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
    <EditorForm form={form} onSubmit={onSubmit} onCancel={onDone} className="flex flex-col gap-4">
      <BilingualTextField name="name" label={f('name')} />
      <BilingualTextAreaField name="description" label={f('description')} />
      <SortOrderField label={f('sortOrder')} hint={f('sortOrderHint')} />
      <ActiveField label={f('active')} />
    </EditorForm>
  );
}
