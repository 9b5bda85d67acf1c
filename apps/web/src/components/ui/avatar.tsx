import { Link } from 'react-router';
import type { MediaImage } from '@seva/contracts';
import { cn } from '@/lib/format';
import { ResponsiveImage } from './responsive-image';

type AvatarProps = {
  /** The person's picture, or null: their initial on the theme tint instead. */
  image: MediaImage | null;
  name: string;
  /** Classes giving the circle its size, e.g. "size-14". */
  className?: string;
  /** Decorative when the name is written beside it (the default); else "Photo of …" in the caller's words. */
  alt?: string;
};

/** A person's round picture (the smallest stored width suits any avatar), or their initial. */
export function Avatar({ image, name, className, alt = '' }: AvatarProps) {
  if (image) {
    return <ResponsiveImage image={image} alt={alt} sizes="80px" className={cn('shrink-0 rounded-full', className)} />;
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-primary-100 font-bold text-primary-dark uppercase',
        className,
      )}
    >
      {name.trim().charAt(0)}
    </span>
  );
}

/**
 * The picture as a second way to where the name beside it links (a profile),
 * for pointer users: hidden from screen readers and the Tab order, since the
 * name's link is the one they use.
 */
export function AvatarLink({ to, ...avatar }: AvatarProps & { to: string }) {
  return (
    <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0">
      <Avatar {...avatar} />
    </Link>
  );
}
