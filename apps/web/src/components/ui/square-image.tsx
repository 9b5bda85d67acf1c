import { cn } from '@/lib/format';

type SquareImageProps = { src: string; alt?: string; eager?: boolean; className?: string };

/**
 * A catalogue picture (a puja's, a yatra's) in a square box reserved before it
 * arrives (400 × 400, the size the API serves). Lazy unless `eager` (a details
 * page's hero, a list's first card), which also loads it with high priority;
 * decorative (alt "") where the name stands beside it.
 */
export function SquareImage({ src, alt = '', eager = false, className }: SquareImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-square w-full bg-primary-50 object-cover', className)}
    />
  );
}
