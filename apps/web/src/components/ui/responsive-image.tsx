import type { MediaImage } from '@seva/contracts';
import { cn } from '@/lib/format';

type ResponsiveImageProps = {
  /** The API's picture in three widths as AVIF and WebP; null draws a placeholder of the same box. */
  image: MediaImage | null;
  alt: string;
  /** The `sizes` attribute: how wide the picture shows, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Classes of the `<img>` (or the placeholder): give it its width and aspect ratio. */
  className?: string;
  /** Above the fold (a details page's hero, the first card): load at once with high priority. */
  priority?: boolean;
};

/**
 * A media picture (contracts `MediaImage`) as `<picture>`: AVIF first, WebP
 * otherwise, each in every stored width so the browser takes the one `sizes`
 * needs; `width`/`height` reserve the box before it arrives. Lazy unless
 * `priority`. A missing picture is a tinted placeholder with the same classes.
 */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: ResponsiveImageProps) {
  if (!image) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="image-placeholder"
        className={cn('grid place-items-center bg-primary-50 text-primary-200', className)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-1/4 max-h-12 max-w-12" fill="currentColor">
          <path d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zm3 12h10l-3.5-4.5-2.5 3-1.5-2z" />
        </svg>
      </div>
    );
  }
  return (
    <picture>
      {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.srcSet || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={cn('bg-primary-50 object-cover', className)}
      />
    </picture>
  );
}
