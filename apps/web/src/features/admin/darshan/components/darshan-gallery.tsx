/**
 * A darshan's pictures (at most DARSHAN_MAX_IMAGES): each with Remove (after
 * a confirmation), and the upload, which takes several pictures and sends
 * them one after another, the one on its way shown faded at the end.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DARSHAN_MAX_IMAGES, type AdminDarshan } from '@seva/contracts';
import { Button, ConfirmDialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { darshanResource } from '../../shared/api/content-resources';
import { useRemoveDarshanImage } from '../api/remove-darshan-image';
import { UploadField } from '../../shared/components/upload-field';
import { useFileUpload } from '../../shared/hooks/use-file-upload';
import { useRecordUpload } from '../../shared/hooks/use-record-upload';

type DarshanGalleryProps = {
  darshan: AdminDarshan | undefined;
  onChanged: (darshan: AdminDarshan) => void;
  className?: string;
};

export function DarshanGallery({ darshan, onChanged, className }: DarshanGalleryProps) {
  const { t } = useTranslation('admin');
  const images = darshan?.images ?? [];
  const free = DARSHAN_MAX_IMAGES - images.length;
  const upload = useRecordUpload(darshanResource, darshan, 'images', 'image');
  const state = useFileUpload('image', free > 0 ? upload : undefined, onChanged, free);
  const remove = useRemoveDarshanImage();
  const [removing, setRemoving] = useState<number | null>(null);

  const confirmRemove = () => {
    if (!darshan || removing === null) return;
    remove.mutate(
      { id: darshan._id, index: removing },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onChanged(answer.data);
          setRemoving(null);
        },
        onError: (error) => toast.error(errorMessage(error, t('content.darshan.removeFailed'))),
      },
    );
  };

  return (
    <>
      <UploadField
        className={className}
        legend={t('content.darshan.pictures', { n: images.length, max: DARSHAN_MAX_IMAGES })}
        action={t('content.upload.pictures')}
        kind="image"
        state={state}
        multiple
        disabledNote={darshan ? t('content.darshan.full', { max: DARSHAN_MAX_IMAGES }) : undefined}
        preview={
          <ul className="grid w-full grid-cols-2 gap-2 sm:grid-cols-4">
            {images.map((image, index) => (
              <li key={image.src} className="flex flex-col gap-1">
                <img
                  src={image.src}
                  alt={t('content.darshan.pictureAlt', { index: index + 1, title: darshan?.title ?? '' })}
                  className="aspect-square w-full rounded-lg border border-gray-200 object-cover"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={t('content.darshan.removeLabel', { index: index + 1 })}
                  onClick={() => setRemoving(index)}
                >
                  {t('content.darshan.remove')}
                </Button>
              </li>
            ))}
            {state.preview && (
              <li>
                <img src={state.preview} alt="" className="aspect-square w-full rounded-lg object-cover opacity-50" />
              </li>
            )}
          </ul>
        }
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('content.darshan.removeTitle', { index: (removing ?? 0) + 1 })}
        description={t('content.darshan.removeBody')}
        keep={t('content.common.keep')}
        confirm={t('content.darshan.remove')}
        pending={remove.isPending}
        busy={remove.isPending}
        onKeep={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
