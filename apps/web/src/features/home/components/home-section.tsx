/**
 * One band of the home page: a <section> named by its h2 (so screen-reader
 * users can jump between bands as regions), an optional one-line intro, then
 * the band's content. Keeps spacing and heading sizes the same everywhere.
 */
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/format';

type HomeSectionProps = {
  title: string;
  intro?: string;
  /** Extra content on the heading row, e.g. a "see all" link (wraps below on phones). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

export function HomeSection({ title, intro, aside, className, children }: HomeSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('mt-8 sm:mt-12', className)}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-gray-900 sm:text-2xl">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-gray-600 sm:text-base">{intro}</p>}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}
