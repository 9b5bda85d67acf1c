/**
 * What an admin compares before verifying: the profile's public photos beside
 * the uploaded ID and the selfie. The two uploads are private, loaded with the
 * admin's token; once reviewed they are deleted, and the panel says so.
 */
import { useTranslation } from 'react-i18next';
import type { AdminVerification } from '@seva/contracts';
import { Skeleton } from '@/components/ui';
import { useVerificationFile, type VerificationFile } from '../api/get-verification-file';

type Props = { verification: AdminVerification; name: string };

export function MilanVerificationImages({ verification, name }: Props) {
  const { t } = useTranslation('admin');
  const d = (key: string, values?: Record<string, unknown>) => t(`milan.verifications.details.${key}`, values);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <figure className="flex flex-col gap-2">
        <figcaption className="text-sm font-medium text-gray-700">{d('profilePhotos')}</figcaption>
        {verification.profilePhotos.length === 0 ? (
          <p className="text-sm text-gray-600">{d('noProfilePhotos')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-2">
            {verification.profilePhotos.map((photo, i) => (
              <li key={photo.src}>
                <img
                  src={photo.src}
                  srcSet={photo.srcSet || undefined}
                  sizes="120px"
                  alt={d('profilePhotoAlt', { index: i + 1, name })}
                  className="aspect-[4/5] w-full rounded-lg border border-gray-200 object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </figure>
      {verification.hasFiles ? (
        <>
          <PrivateImage
            id={verification._id}
            file="document"
            caption={d('documentImage')}
            alt={d('documentAlt', { name })}
          />
          <PrivateImage id={verification._id} file="selfie" caption={d('selfieImage')} alt={d('selfieAlt', { name })} />
        </>
      ) : (
        <p className="rounded-lg bg-gray-50 p-3 text-sm text-gray-700 sm:col-span-2">{d('filesDeleted')}</p>
      )}
    </div>
  );
}

type PrivateImageProps = { id: string; file: VerificationFile; caption: string; alt: string };

function PrivateImage({ id, file, caption, alt }: PrivateImageProps) {
  const { t } = useTranslation('admin');
  const image = useVerificationFile(id, file);
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-medium text-gray-700">{caption}</figcaption>
      {image.isPending ? (
        <div role="status">
          <span className="sr-only">{t('milan.verifications.details.imageLoading')}</span>
          <Skeleton className="aspect-[4/5] w-full" />
        </div>
      ) : image.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 p-3 text-sm text-red-800">
          {t('milan.verifications.details.imageFailed')}
        </p>
      ) : (
        <img src={image.data} alt={alt} className="w-full rounded-lg border border-gray-200 object-contain" />
      )}
    </figure>
  );
}
