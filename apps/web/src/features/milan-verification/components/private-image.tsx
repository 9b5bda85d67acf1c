/**
 * One kept verification image, fetched with the member's token
 * (get-verification-file.ts) and shown through an object URL that is
 * revoked when the image leaves the page.
 */
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui';
import { useVerificationFile } from '../api/get-verification-file';
import type { VerificationFile } from '../api/query-keys';
import { useObjectUrl } from '../use-object-url';

const FRAME = 'aspect-[4/3] w-full rounded-lg';

export function PrivateImage({ id, file, alt }: { id: string; file: VerificationFile; alt: string }) {
  const { t } = useTranslation('milanVerification');
  const image = useVerificationFile(id, file);
  const url = useObjectUrl(image.data);
  if (image.isError) {
    return (
      <p className={`${FRAME} grid place-items-center bg-gray-100 p-3 text-center text-sm text-gray-600`}>
        {t('pending.imageFailed')}
      </p>
    );
  }
  if (!url) return <Skeleton className={FRAME} />;
  return <img src={url} alt={alt} className={`${FRAME} bg-gray-100 object-contain`} />;
}
