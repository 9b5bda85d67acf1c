import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/format';
import { buttonClasses } from './button';

// Fetched only when a confirmation offers it: no first visit downloads the card or its 'push' texts.
const PushOptInCard = lazy(() => import('@/lib/push/opt-in-card'));

type Way = { to: string; label: string };

type ConfirmationPanelProps = {
  /** The h1's id, which names the section. */
  headingId: string;
  /** "Booking no. A1B2C3D4", in the caller's words, above the title. */
  number: string;
  title: string;
  body: string;
  /** The booking's facts, under a rule. */
  children: ReactNode;
  /** The primary way on (the history page) and the secondary one (more to book; none while it would mislead). */
  history: Way;
  more?: Way | undefined;
  /** A status mark beside the title (the recharge's tick, clock or cross); the header is then announced as it changes. */
  icon?: ReactNode;
  /** What happens next and when, between the body and the facts. */
  next?: ReactNode;
  /**
   * After a paid order, booking or recharge (issue 23, a meaningful moment):
   * offer "Get updates on this phone" under what happens next.
   */
  offerUpdates?: boolean;
};

/**
 * "Your booking is confirmed.": number, title, body, what happens next, the
 * booking's facts and the ways on (shop orders, puja, pitr and yatra
 * bookings, recharges and bill payments, Milan Sathi memberships). Scrolls to
 * the top and takes focus on mount so screen readers announce it.
 */
export function ConfirmationPanel(props: ConfirmationPanelProps) {
  const { headingId, number, title, body, children, history, more, icon, next, offerUpdates } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div aria-live={icon ? 'polite' : undefined} className="flex items-start gap-4">
        {icon}
        <div className="min-w-0">
          <p className={cn('text-sm font-semibold', icon ? 'text-gray-600' : 'text-green-700')}>{number}</p>
          <h1
            id={headingId}
            ref={heading}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold text-gray-900 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-2 text-gray-600">{body}</p>
        </div>
      </div>
      {next}
      {offerUpdates && (
        <Suspense fallback={null}>
          <PushOptInCard />
        </Suspense>
      )}
      <div className="mt-4 border-t border-gray-100 pt-4">{children}</div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to={history.to} className={buttonClasses('primary', 'lg')}>
          {history.label}
        </Link>
        {more && (
          <Link to={more.to} className={buttonClasses('secondary', 'lg')}>
            {more.label}
          </Link>
        )}
      </div>
    </section>
  );
}
