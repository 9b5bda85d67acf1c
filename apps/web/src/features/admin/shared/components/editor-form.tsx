/**
 * The skeleton of the console's editing forms: a Form (react-hook-form checked
 * by the form's zod schema, components/form) in two columns from `sm` up, the
 * record's fields, its picture when it has one (uploaded once the record is
 * saved), then Cancel and Save across the bottom, Save busy while the submit
 * runs. The fields inside may read the form from context (form-fields,
 * content-fields).
 */
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '@/components/form';
import { Button } from '@/components/ui';
import { PictureUploadField, type PictureUploadFieldProps } from './picture-upload-field';

type EditorFormProps<Values extends FieldValues, Output, Item> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** Called with the parsed values once every field passes: creates or updates the record. */
  onSubmit: SubmitHandler<Output>;
  onCancel: () => void;
  /** The form's layout, two columns unless given (Cancel and Save span both). */
  className?: string;
  /** The record's picture, across both columns under the fields. */
  picture?: Omit<PictureUploadFieldProps<Item>, 'className'>;
  children: ReactNode;
};

export function EditorForm<Values extends FieldValues, Output, Item>({
  form,
  onSubmit,
  onCancel,
  className = 'grid grid-cols-1 gap-4 sm:grid-cols-2',
  picture,
  children,
}: EditorFormProps<Values, Output, Item>) {
  const { t } = useTranslation('admin');
  return (
    <Form form={form} onSubmit={onSubmit} className={className}>
      {children}
      {picture && <PictureUploadField className="sm:col-span-2" {...picture} />}
      {/* Save under Cancel on narrow screens. */}
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('shop.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('shop.save')}
        </Button>
      </div>
    </Form>
  );
}
