/**
 * The profile's photos, primary first: one large photo and a row of
 * thumbnails to switch it. Hidden photos (kept for accepted connections)
 * show the locked placeholder with the reason; none at all, a neutral one.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePhoto } from '@seva/contracts';
import { ResponsiveImage } from '@/components/ui';
import { cn } from '@/lib/format';
import { galleryOrder } from '../format';
import { PhotoPlaceholder } from './photo-placeholder';

type PhotoGalleryProps = { photos: ProfilePhoto[]; hidden: boolean; name: string };

const MAIN = 'aspect-[4/5] w-full rounded-2xl';

export function PhotoGallery({ photos, hidden, name }: PhotoGalleryProps) {
  const { t } = useTranslation('milan');
  const ordered = galleryOrder(photos);
  const [index, setIndex] = useState(0);
  const current = ordered[Math.min(index, ordered.length - 1)];

  if (hidden || !current) {
    return (
      <PhotoPlaceholder
        locked={hidden}
        className={cn(MAIN, 'overflow-hidden')}
        reason={hidden ? t('profile.photosLockedReason', { name }) : undefined}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ResponsiveImage
        image={current.image}
        alt={t('profile.photoOf', { index: index + 1, count: ordered.length, name })}
        sizes="(min-width: 768px) 40vw, 100vw"
        className={MAIN}
        priority
      />
      {ordered.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {ordered.map((photo, position) => (
            <li key={photo._id} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={t('profile.showPhoto', { index: position + 1 })}
                aria-pressed={position === index}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  position === index ? 'ring-primary' : 'ring-transparent',
                )}
              >
                <ResponsiveImage image={photo.image} alt="" sizes="64px" className="aspect-square w-16" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
