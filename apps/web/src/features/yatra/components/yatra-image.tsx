import { cn } from '@/lib/format';

type YatraImageProps = { src: string; alt?: string; eager?: boolean; className?: string };

/**
 * A yatra's picture in a square box reserved before it arrives (400 × 400,
 * the size the API serves). Lazy unless `eager` (the details page's hero);
 * decorative (alt "") where the name stands beside it.
 */
export function YatraImage({ src, alt = '', eager = false, className }: YatraImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-square w-full bg-primary-50 object-cover', className)}
    />
  );
}
