import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaImage } from '@seva/contracts';
import { ResponsiveImage } from '@/components/ui';

const loadLightbox = () => import('./darshan-lightbox');
const DarshanLightbox = lazy(loadLightbox);

type DarshanGalleryProps = {
  images: MediaImage[];
  /** "Kashi Vishwanath", for the pictures' alt text. */
  templeName: string;
};

/**
 * The day's pictures as a grid of buttons; each opens the full-screen view
 * on that picture, and focus comes back to it on close. The first picture is
 * large. The lightbox's code starts loading when a picture is pointed at or
 * focused, so it is usually there by the click.
 */
export function DarshanGallery({ images, templeName }: DarshanGalleryProps) {
  const { t } = useTranslation('darshan');
  const [open, setOpen] = useState<number | null>(null);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const alts = images.map((_, i) => t('gallery.alt', { temple: templeName, index: i + 1, total: images.length }));

  const close = () => {
    const opener = open;
    setOpen(null);
    if (opener !== null) buttons.current[opener]?.focus();
  };

  return (
    <>
      <ul
        aria-label={t('gallery.label', { temple: templeName })}
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3"
      >
        {images.map((image, i) => (
          <li key={image.src} className={i === 0 ? 'col-span-2 sm:row-span-2' : undefined}>
            <button
              ref={(node) => {
                buttons.current[i] = node;
              }}
              type="button"
              onClick={() => setOpen(i)}
              onPointerEnter={() => void loadLightbox()}
              onFocus={() => void loadLightbox()}
              aria-label={t('gallery.open', { index: i + 1, total: images.length })}
              className="group block w-full overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <ResponsiveImage
                image={image}
                alt={alts[i] ?? ''}
                priority={i === 0}
                sizes={
                  i === 0
                    ? '(min-width: 1152px) 740px, (min-width: 640px) 66vw, 100vw'
                    : '(min-width: 1152px) 370px, (min-width: 640px) 33vw, 50vw'
                }
                className="block aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <DarshanLightbox
            images={images}
            index={open}
            alts={alts}
            label={t('lightbox.label', { temple: templeName })}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
}
