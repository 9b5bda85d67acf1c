import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/format';
import { Skeleton } from './skeleton';

export type LinkChip = {
  key: string;
  label: ReactNode;
  /** Where the chip goes: usually the same page with another query string. */
  to: string;
  current: boolean;
};

type LinkChipsProps = {
  /** The row's accessible name ("News categories", "Earlier days"). */
  label: string;
  chips: LinkChip[];
  /** Placeholder chips after the given ones while more are loading. */
  loading?: boolean;
  className?: string;
};

const chipClass =
  'inline-flex min-h-10 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * A row of filter chips that are links, so the choice lives in the URL
 * (shareable, Back works) and the current one carries aria-current. The row
 * scrolls sideways on phones and keeps the current chip in view.
 */
export function LinkChips({ label, chips, loading = false, className }: LinkChipsProps) {
  const navRef = useRef<HTMLElement>(null);
  const currentKey = chips.find((chip) => chip.current)?.key;

  useEffect(() => {
    // Bring the current chip into the row's view by scrolling the row only (scrollIntoView would scroll the page too).
    const nav = navRef.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!nav || !chip) return;
    const row = nav.getBoundingClientRect();
    const box = chip.getBoundingClientRect();
    if (box.left < row.left || box.right > row.right)
      nav.scrollLeft += box.left - row.left - (row.width - box.width) / 2;
  }, [currentKey]);

  return (
    <nav ref={navRef} aria-label={label} className={cn('-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0', className)}>
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.to}
              replace
              aria-current={chip.current ? 'true' : undefined}
              className={cn(
                chipClass,
                chip.current
                  ? 'border-primary bg-primary text-white'
                  : 'border-gray-300 bg-white text-gray-700 hover:border-primary hover:text-primary',
              )}
            >
              {chip.label}
            </Link>
          </li>
        ))}
        {loading &&
          Array.from({ length: 4 }, (_, i) => (
            <li key={`placeholder-${i}`} aria-hidden="true">
              <Skeleton className="h-10 w-24 rounded-full" />
            </li>
          ))}
      </ul>
    </nav>
  );
}
