/** Creates or edits a news category, validated by the request schema (adminNewsCategoryCreateBodySchema). */
import { adminNewsCategoryCreateBodySchema, type AdminNewsCategory } from '@seva/contracts';
import { useZodForm } from '@/components/form';
import { newsCategoriesResource } from '../../shared/api/content-resources';
import { ActiveField, NameFields, SortOrderField } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { useContentSubmit } from '../../shared/hooks/use-content-submit';

type NewsCategoryFormProps = {
  category?: AdminNewsCategory;
  onSaved: (category: AdminNewsCategory, created: boolean) => void;
  onCancel: () => void;
};

export function NewsCategoryForm({ category, onSaved, onCancel }: NewsCategoryFormProps) {
  const submit = useContentSubmit(newsCategoriesResource, category, onSaved);
  const form = useZodForm(adminNewsCategoryCreateBodySchema, {
    defaultValues: category
      ? { name: category.name, nameHi: category.nameHi, sortOrder: category.sortOrder, active: category.active }
      : { name: '', nameHi: '', sortOrder: 0, active: true },
  });

  return (
    <EditorForm form={form} onSubmit={submit} onCancel={onCancel}>
      <NameFields />
      <SortOrderField />
      <ActiveField className="self-end" />
    </EditorForm>
  );
}
