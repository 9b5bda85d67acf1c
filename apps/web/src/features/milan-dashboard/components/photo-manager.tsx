/**
 * The member's photos: up to MAX_PROFILE_PHOTOS, one of them the main photo.
 * A chosen file is checked here first (JPEG, PNG or WebP, at most 5 MB) and
 * refused without a request when wrong; an accepted one uploads with a
 * progress bar. The server's refusals (400 not an image, 413 too large, 409
 * six already) toast its message (SPEC §8). Photos need a saved profile.
 */
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MAX_PROFILE_PHOTOS, type ProfilePhoto } from '@seva/contracts';
import { Button, Dialog, ResponsiveImage, UploadProgress, buttonClasses } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { useDeletePhoto } from '../api/delete-photo';
import { useSetPrimaryPhoto } from '../api/set-primary-photo';
import { useUploadPhoto } from '../api/upload-photo';
import { PHOTO_ACCEPT, PHOTO_MAX_MB, photoProblem, type PhotoProblem } from '../form/photo-check';

type PhotoManagerProps = { profileId: string; photos: ProfilePhoto[] };

export function PhotoManager({ profileId, photos }: PhotoManagerProps) {
  const { t } = useTranslation(['milanDashboard', 'messages']);
  const inputId = useId();
  const upload = useUploadPhoto(profileId);
  const setPrimary = useSetPrimaryPhoto(profileId);
  const remove = useDeletePhoto(profileId);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ProfilePhoto | null>(null);
  const full = photos.length >= MAX_PROFILE_PHOTOS;
  const busy = upload.isPending || setPrimary.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    setProgress(0);
    try {
      const response = await upload.mutateAsync({ file, onProgress: setProgress });
      toast.success(response.message || t('messages:photoAdded'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    } finally {
      setProgress(null);
    }
  };

  const makePrimary = async (photo: ProfilePhoto) => {
    try {
      const response = await setPrimary.mutateAsync(photo._id);
      toast.success(response.message || t('messages:photoUpdated'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const response = await remove.mutateAsync(deleting._id);
      toast.success(response.message || t('messages:photoUpdated'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-4">
      <div>
        <h3 id={`${inputId}-title`} className="font-semibold text-gray-900">
          {t('edit.photos.title', { count: photos.length, max: MAX_PROFILE_PHOTOS })}
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          {t('edit.photos.rules', { max: MAX_PROFILE_PHOTOS, mb: PHOTO_MAX_MB })}
        </p>
      </div>

      {photos.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-600">
          {t('edit.photos.none')}
        </p>
      ) : (
        <ul aria-label={t('edit.photos.list')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, i) => {
            const name = t('edit.photos.alt', { n: i + 1 });
            return (
              <li
                key={photo._id}
                aria-label={name}
                className="flex flex-col gap-2 rounded-lg border border-gray-200 p-2"
              >
                <div className="relative">
                  <ResponsiveImage
                    image={photo.image}
                    alt={name}
                    sizes="(min-width: 640px) 200px, 45vw"
                    className="aspect-square w-full rounded-md"
                  />
                  {photo.isPrimary && (
                    <span className="absolute top-1 left-1 rounded-full bg-primary px-2 py-0.5 text-xs font-medium text-white">
                      {t('edit.photos.main')}
                    </span>
                  )}
                </div>
                {!photo.isPrimary && (
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => void makePrimary(photo)}>
                    {t('edit.photos.makeMain')}
                  </Button>
                )}
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDeleting(photo)}>
                  {t('edit.photos.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}

      {full ? (
        <p className="text-sm text-gray-700">{t('edit.photos.full', { max: MAX_PROFILE_PHOTOS })}</p>
      ) : (
        <div className="flex flex-col gap-2">
          <label
            htmlFor={inputId}
            className={cn(
              buttonClasses(
                'secondary',
                'md',
                'w-full cursor-pointer focus-within:outline-2 focus-within:outline-primary sm:w-auto sm:self-start',
              ),
              busy && 'pointer-events-none opacity-60',
            )}
          >
            {t('edit.photos.add')}
            <input
              id={inputId}
              type="file"
              accept={PHOTO_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-describedby={problem ? `${inputId}-problem` : undefined}
              onChange={(event) => void onFile(event)}
            />
          </label>
          {progress !== null && (
            <UploadProgress
              progress={progress}
              label={t('edit.photos.progress')}
              text={(percent) => t('edit.photos.uploading', { percent })}
            />
          )}
          {problem && (
            <p id={`${inputId}-problem`} role="alert" className="text-sm text-red-600">
              {t(`edit.photos.${problem}`, { mb: PHOTO_MAX_MB })}
            </p>
          )}
        </div>
      )}

      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('edit.photos.deleteTitle')}
        description={t('edit.photos.deleteBody')}
        size="sm"
        alert
      >
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {t('edit.photos.keep')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirmDelete()}>
            {t('edit.photos.deleteConfirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
