/**
 * The breaking-news ticker (home page and /sanchar/news): the newest breaking
 * headlines sliding sideways, each a link to its details page. It stops while
 * the pointer is over it or a headline has keyboard focus, and has its own
 * pause button (moving content must be pausable). With reduced motion asked
 * for, it is a still row the person scrolls. Hidden when there is no breaking
 * news or it cannot load; while loading it holds its height so nothing below
 * jumps.
 */
import { useId, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsSummary } from '@seva/contracts';
import { cn } from '@/lib/format';
import { usePrefersReducedMotion } from '@/lib/use-reduced-motion';
import { useBreakingNews } from '../api/get-breaking-news';
import { newsDetailsPath } from '../links';

const BAR = 'flex h-11 items-stretch overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-primary-100';
/** Seconds a headline takes to cross, so a long list does not race. */
const SECONDS_PER_HEADLINE = 7;

function Headlines({ items, hidden = false }: { items: NewsSummary[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center" aria-hidden={hidden || undefined}>
      {items.map((item) => (
        <li key={item._id} className="flex shrink-0 items-center">
          <Link
            to={newsDetailsPath(item._id)}
            tabIndex={hidden ? -1 : undefined}
            className="rounded px-3 py-1 text-sm font-medium whitespace-nowrap text-gray-900 hover:text-primary hover:underline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
          >
            {item.title}
          </Link>
          <span aria-hidden="true" className="text-primary">
            •
          </span>
        </li>
      ))}
    </ul>
  );
}

function PauseButton({ held, onToggle }: { held: boolean; onToggle: () => void }) {
  const { t } = useTranslation('news');
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={held ? t('ticker.play') : t('ticker.pause')}
      className="relative z-10 grid w-11 shrink-0 place-items-center border-l border-primary-100 bg-white text-gray-600 hover:bg-primary-50 hover:text-primary focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
        {held ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h3v14H7zM14 5h3v14h-3z" />}
      </svg>
    </button>
  );
}

export function BreakingNewsTicker({ className }: { className?: string }) {
  const { t } = useTranslation('news');
  const headingId = useId();
  const breaking = useBreakingNews();
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);

  if (breaking.isPending) {
    return <div aria-hidden="true" data-testid="ticker-placeholder" className={cn(BAR, 'bg-primary-50', className)} />;
  }
  const items = breaking.data ?? [];
  if (items.length === 0) return null;

  const running = !hovered && !focused && !held;
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section aria-labelledby={headingId} className={cn(BAR, className)}>
      <span
        id={headingId}
        className="flex shrink-0 items-center gap-1.5 bg-primary px-3 text-xs font-bold tracking-wide text-white uppercase"
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-white" />
        {t('ticker.label')}
      </span>
      {reducedMotion ? (
        <div className="flex min-w-0 flex-1 items-center overflow-x-auto" data-testid="ticker-static">
          <Headlines items={items} />
        </div>
      ) : (
        <>
          <div
            className="flex min-w-0 flex-1 items-center overflow-hidden"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
            onFocus={() => setFocused(true)}
            onBlur={onBlur}
          >
            <div
              data-testid="ticker-track"
              data-running={running}
              className="flex w-max animate-ticker motion-reduce:animate-none"
              style={
                {
                  '--ticker-duration': `${Math.max(20, items.length * SECONDS_PER_HEADLINE)}s`,
                  animationPlayState: running ? 'running' : 'paused',
                } as CSSProperties
              }
            >
              <Headlines items={items} />
              <Headlines items={items} hidden />
            </div>
          </div>
          <PauseButton held={held} onToggle={() => setHeld((value) => !value)} />
        </>
      )}
    </section>
  );
}
