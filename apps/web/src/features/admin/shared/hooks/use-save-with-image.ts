/**
 * The submit step every admin editor with a picture shares (products, pujas,
 * yatras): save the record and toast the server's message, then upload the
 * picture chosen in the form (if any) to the saved record. A failed save
 * toasts and keeps the form as it is; a failed upload toasts and still reports
 * the saved record, with `done` false, so the editor stays open on it.
 */
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api-client';
import { useChosenImage } from './use-chosen-image';

type Saved = { _id: string };

type SaveWithImageOptions<Body, Item extends Saved> = {
  /** The id when editing, undefined when creating. */
  id: string | undefined;
  /** The save mutation's mutateAsync: creates without an id, updates with one. */
  save: (input: { id?: string; body: Body }) => Promise<{ message: string; data: Item }>;
  /** The upload mutation's mutateAsync: the record with its new picture. */
  upload: (input: { id: string; file: File }) => Promise<{ data: Item }>;
  /** Toasted when the save fails and the server gives no message. */
  saveFailed: string;
  /** Toasted when the upload fails and the server gives no message. */
  uploadFailed: string;
  /** After a save: the record as stored; `done` false when its picture still failed to upload. */
  onSaved: (record: Item, done: boolean) => void;
};

/** The chosen picture (for ProductImageField) and the form's submit handler. */
export function useSaveWithImage<Body, Item extends Saved>({
  id,
  save,
  upload,
  saveFailed,
  uploadFailed,
  onSaved,
}: SaveWithImageOptions<Body, Item>) {
  const image = useChosenImage();

  const onSubmit = async (body: Body) => {
    let saved: Item;
    try {
      const response = await save({ id, body });
      saved = response.data;
      toast.success(response.message);
    } catch (error) {
      toast.error(errorMessage(error, saveFailed));
      return;
    }
    if (image.file) {
      try {
        saved = (await upload({ id: saved._id, file: image.file })).data;
        image.clear();
      } catch (error) {
        toast.error(errorMessage(error, uploadFailed));
        onSaved(saved, false);
        return;
      }
    }
    onSaved(saved, true);
  };

  return { image, onSubmit };
}
