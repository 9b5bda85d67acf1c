/**
 * The editor of a record with one picture (products, pujas, yatras): its form,
 * checked by `schema`, and its submit. Saving creates (no record yet) or
 * updates the record and toasts the server's message, then uploads the
 * picture chosen in the form (if any) to the saved record. A failed save
 * toasts and keeps the form as it is; a failed upload toasts and still reports
 * the saved record, with `done` false, so the editor stays open on it.
 */
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useZodForm } from '@/components/form';
import { errorMessage } from '@/lib/api-client';
import { useChosenImage } from './use-chosen-image';

/** What a picture record's editor reports: saved (`done` false when its picture still failed to upload), cancelled. */
export type PictureEditorCallbacks<Item> = {
  onSaved: (record: Item, done: boolean) => void;
  onCancel: () => void;
};

/** A record with a picture, as the server answers it. */
type PictureRecord = { _id: string; name: string; image: string };

type PictureEditorOptions<Schema extends z.ZodType<FieldValues, FieldValues>, Item extends PictureRecord> = {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** The record edited; undefined when creating. */
  record: Item | undefined;
  /** The save mutation: creates without an id, updates with one. */
  save: { mutateAsync: (input: { id?: string; body: z.output<Schema> }) => Promise<{ message: string; data: Item }> };
  /** The upload mutation: the record with its new picture. */
  upload: { mutateAsync: (input: { id: string; file: File }) => Promise<{ data: Item }> };
  /** Toasted when the save fails and the server gives no message. */
  saveFailed: string;
  /** Toasted when the upload fails and the server gives no message. */
  uploadFailed: string;
  onSaved: PictureEditorCallbacks<Item>['onSaved'];
};

/** The form, the chosen picture (for ProductImageField), the record and the submit, for PictureEditorForm. */
export function usePictureEditor<Schema extends z.ZodType<FieldValues, FieldValues>, Item extends PictureRecord>({
  schema,
  defaultValues,
  record,
  save,
  upload,
  saveFailed,
  uploadFailed,
  onSaved,
}: PictureEditorOptions<Schema, Item>) {
  const form = useZodForm(schema, { defaultValues });
  const image = useChosenImage();

  const onSubmit = async (body: z.output<Schema>) => {
    let saved: Item;
    try {
      const response = await save.mutateAsync({ id: record?._id, body });
      saved = response.data;
      toast.success(response.message);
    } catch (error) {
      toast.error(errorMessage(error, saveFailed));
      return;
    }
    if (image.file) {
      try {
        saved = (await upload.mutateAsync({ id: saved._id, file: image.file })).data;
        image.clear();
      } catch (error) {
        toast.error(errorMessage(error, uploadFailed));
        onSaved(saved, false);
        return;
      }
    }
    onSaved(saved, true);
  };

  return { form, image, record, onSubmit };
}

export type PictureEditor<Schema extends z.ZodType<FieldValues, FieldValues>, Item extends PictureRecord> = ReturnType<
  typeof usePictureEditor<Schema, Item>
>;
