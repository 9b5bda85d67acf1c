/**
 * Every photo of a Milan Sathi profile, the main one marked, each with
 * Remove photo (for pictures that break the rules) behind a confirmation.
 * The server makes the next photo the main one when the main one goes.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminProfile } from '@seva/contracts';
import { Button, ConfirmDialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRemoveMilanPhoto } from '../api/remove-milan-photo';

type MilanProfilePhotosProps = { profile: AdminProfile; name: string; onChanged: (profile: AdminProfile) => void };

export function MilanProfilePhotos({ profile, name, onChanged }: MilanProfilePhotosProps) {
  const { t } = useTranslation('admin');
  const d = (key: string, values?: Record<string, unknown>) => t(`milan.profiles.details.${key}`, values);
  const remove = useRemoveMilanPhoto();
  /** The photo being confirmed, with its place in the list (from 1). */
  const [removing, setRemoving] = useState<{ photoId: string; index: number } | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(
      { id: profile._id, photoId: removing.photoId },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onChanged(answer.data);
          setRemoving(null);
        },
        onError: (error) => toast.error(errorMessage(error, d('removeFailed'))),
      },
    );
  };

  if (profile.photos.length === 0) return <p className="text-sm text-gray-600">{d('noPhotos')}</p>;

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {profile.photos.map((photo, i) => (
          <li key={photo._id} className="flex flex-col gap-1">
            <div className="relative">
              <img
                src={photo.image.src}
                srcSet={photo.image.srcSet || undefined}
                sizes="(min-width: 640px) 200px, 45vw"
                alt={d('photoAlt', { index: i + 1, name })}
                className="aspect-[4/5] w-full rounded-lg border border-gray-200 object-cover"
              />
              {photo.isPrimary && (
                <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-gray-900">
                  {d('primary')}
                </span>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={d('removePhotoLabel', { index: i + 1 })}
              onClick={() => setRemoving({ photoId: photo._id, index: i + 1 })}
            >
              {d('removePhoto')}
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={d('removeTitle', { index: removing?.index ?? 1, name })}
        description={d('removeBody')}
        keep={d('keepPhoto')}
        confirm={d('removePhoto')}
        pending={remove.isPending}
        busy={remove.isPending}
        onKeep={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
