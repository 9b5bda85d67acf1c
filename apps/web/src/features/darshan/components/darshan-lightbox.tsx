/**
 * The full-screen view of a darshan's pictures (yet-another-react-lightbox,
 * in its own lazy chunk so the page does not pay for it until a picture is
 * opened). ←/→ move between pictures, Esc closes, swipe works on phones; it
 * stands still when reduced motion is asked for.
 */
import { useTranslation } from 'react-i18next';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import type { MediaImage } from '@seva/contracts';
import { parseSrcSet } from '../format';

type DarshanLightboxProps = {
  images: MediaImage[];
  /** The picture it opens on. */
  index: number;
  /** The pictures' alt text, in order. */
  alts: string[];
  /** The view's accessible name. */
  label: string;
  onClose: () => void;
};

export default function DarshanLightbox({ images, index, alts, label, onClose }: DarshanLightboxProps) {
  const { t } = useTranslation('darshan');
  const slides = images.map((image, i) => ({
    src: image.src,
    alt: alts[i] ?? '',
    width: image.width,
    height: image.height,
    srcSet: parseSrcSet(image.srcSet, image.width, image.height),
  }));
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      carousel={{ finite: slides.length < 2 }}
      controller={{ closeOnBackdropClick: true }}
      render={slides.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      labels={{
        Lightbox: label,
        Carousel: t('lightbox.carousel'),
        'Photo gallery': t('lightbox.gallery'),
        Slide: t('lightbox.slide'),
        '{index} of {total}': t('lightbox.position', { index: '{index}', total: '{total}' }),
        Previous: t('lightbox.previous'),
        Next: t('lightbox.next'),
        Close: t('lightbox.close'),
      }}
    />
  );
}
