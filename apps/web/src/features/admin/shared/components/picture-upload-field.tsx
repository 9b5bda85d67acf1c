/**
 * A record's one picture (a category's, a video's thumbnail, a news item's…):
 * the stored picture, or the chosen one while it uploads, beside the upload
 * control. Uploading replaces the stored picture.
 */
import { useTranslation } from 'react-i18next';
import type { MediaImage } from '@seva/contracts';
import { UploadField } from './upload-field';
import { useFileUpload, type UploadFile } from '../hooks/use-file-upload';

export type PictureUploadFieldProps<Item> = {
  /** Which picture it is, naming the field (`content.fields.<what>`) and its button (`content.upload.<what>`). */
  what: 'picture' | 'thumbnail';
  /** The stored picture. */
  image: MediaImage | null;
  /** Sends the file to the saved record; undefined before the record exists. */
  upload: UploadFile<Item> | undefined;
  onUploaded: (item: Item) => void;
  className?: string;
};

export function PictureUploadField<Item>({
  what,
  image,
  upload,
  onUploaded,
  className,
}: PictureUploadFieldProps<Item>) {
  const { t } = useTranslation('admin');
  const legend = t(`content.fields.${what}`);
  const state = useFileUpload('image', upload, onUploaded);
  const shown = state.preview ?? image?.src ?? null;
  return (
    <UploadField
      legend={legend}
      action={t(`content.upload.${what}`)}
      kind="image"
      state={state}
      className={className}
      preview={
        <div className="grid aspect-video w-32 shrink-0 place-items-center overflow-hidden rounded-lg border border-gray-200 bg-gray-50">
          {shown ? (
            <img
              src={shown}
              alt={t('content.upload.picturePreview', { what: legend })}
              className="size-full object-cover"
            />
          ) : (
            <span className="px-2 text-center text-xs text-gray-500">{t('content.upload.noPicture')}</span>
          )}
        </div>
      }
    />
  );
}
