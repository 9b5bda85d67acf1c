/**
 * The skeleton of the video and podcast editors, on EditorForm: where the
 * record is filed (sub-category) and its title (English and Hindi side by
 * side) across the top, its own fields, the publish time (India time) and the
 * box that shows it, then its files and its picture (uploaded once the record
 * is saved).
 */
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActiveField, PublishTimeField, SubCategoryField } from '../../shared/components/content-fields';
import { EditorForm } from '../../shared/components/editor-form';
import { BilingualTextField } from '../../shared/components/hindi-fields';
import type { PictureUploadFieldProps } from '../../shared/components/picture-upload-field';
import type { EditorCallbacks } from '../../shared/hooks/use-record-editor';
import { useSubCategoryOptions } from '../hooks/use-sub-category-options';

/** What a video's or podcast's editor is given: its dialog's callbacks, and a new record's sub-category (the list's filter). */
export type FiledMediaEditorProps<Item> = EditorCallbacks<Item> & { subCategoryId?: string };

type FiledMediaFormProps<Values extends FieldValues, Output, Item> = {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  onCancel: () => void;
  /** Upload fields above the picture (a podcast's audio). */
  files?: ReactNode;
  picture: Omit<PictureUploadFieldProps<Item>, 'className'>;
  children: ReactNode;
};

export function FiledMediaForm<Values extends FieldValues, Output, Item>({
  form,
  onSubmit,
  onCancel,
  files,
  picture,
  children,
}: FiledMediaFormProps<Values, Output, Item>) {
  const { t } = useTranslation('admin');
  const subCategories = useSubCategoryOptions();
  return (
    <EditorForm form={form} onSubmit={onSubmit} onCancel={onCancel} picture={picture}>
      <SubCategoryField options={subCategories} className="sm:col-span-2" />
      <BilingualTextField name="title" label={t('content.fields.title')} />
      {children}
      <PublishTimeField />
      <ActiveField className="self-end" />
      {files}
    </EditorForm>
  );
}
