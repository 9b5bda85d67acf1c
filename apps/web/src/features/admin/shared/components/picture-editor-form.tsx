/**
 * The skeleton of the editors of records with one picture (products, pujas,
 * yatras): EditorForm with the record's name (in English and Hindi) across the top, its own fields,
 * then its picture (the chosen file previewed at once, uploaded once the
 * record is saved: usePictureEditor), its position in the list when it has
 * one, and the box that shows it to customers.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { PictureEditor } from '../hooks/use-picture-editor';
import { ActiveField, SortOrderField } from './content-fields';
import { EditorForm } from './editor-form';
import { BilingualTextField } from './hindi-fields';
import { ProductImageField } from './product-image-field';

type PictureEditorFormProps<Schema extends z.ZodType<FieldValues, FieldValues>> = {
  editor: PictureEditor<Schema, { _id: string; name: string; image: string }>;
  onCancel: () => void;
  /** Where the form's strings live (`puja.form`): `.name`, `.active`, and with `sortOrder` `.sortOrder` and `.sortOrderHint`. */
  strings: string;
  /** Whether the record has a position in its list (pujas and yatras; products are kept in no order). */
  sortOrder?: boolean;
  children: ReactNode;
};

export function PictureEditorForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  editor,
  onCancel,
  strings,
  sortOrder = false,
  children,
}: PictureEditorFormProps<Schema>) {
  const { t } = useTranslation('admin');
  const s = (key: string) => t(`${strings}.${key}`);
  const { form, image, record, onSubmit } = editor;
  return (
    <EditorForm form={form} onSubmit={onSubmit} onCancel={onCancel}>
      <BilingualTextField name="name" label={s('name')} />
      {children}
      <ProductImageField
        className="sm:col-span-2"
        current={record?.image ?? ''}
        name={record?.name ?? ''}
        chosen={image}
      />
      {sortOrder && <SortOrderField label={s('sortOrder')} hint={s('sortOrderHint')} />}
      <ActiveField label={s('active')} className={sortOrder ? 'self-end' : 'sm:col-span-2'} />
    </EditorForm>
  );
}
