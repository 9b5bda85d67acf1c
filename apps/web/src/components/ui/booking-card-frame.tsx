import type { ReactNode } from 'react';

type BookingCardFrameProps = {
  /** The h2's id: it names the article (and can describe the card's buttons). */
  headingId: string;
  /** What was booked (the puja's, ritual's or yatra's name). */
  title: string;
  /** "Booking no. A1B2C3D4", in the caller's words. */
  number: string;
  /** When it was booked: the ISO instant, and "Booked on 12 Mar 2025" in the caller's words. */
  booked: { at: string; label: string };
  /** The status badge, at the header's end. */
  badge: ReactNode;
  /** The facts and actions under the header. */
  children: ReactNode;
};

/** One past booking in a history list: a card whose header holds the name, number, booking date and status. */
export function BookingCardFrame({ headingId, title, number, booked, badge, children }: BookingCardFrameProps) {
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-gray-100 pb-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold text-gray-900">
            {title}
          </h2>
          <p className="text-sm text-gray-600">
            {number} · <time dateTime={booked.at}>{booked.label}</time>
          </p>
        </div>
        {badge}
      </header>
      {children}
    </article>
  );
}
