import type { ReactNode } from 'react';
import { Link } from 'react-router';

type BookingLayoutProps = {
  /** The way back to the details page, and its words. */
  back: { to: string; label: string };
  /** The page's h1 and what stands under it. */
  heading: ReactNode;
  /** The booking form, or why it cannot be booked, on a white card. */
  children: ReactNode;
};

/** A booking page's body before it is booked: back link, heading, then the form on a card. */
export function BookingLayout({ back, heading, children }: BookingLayoutProps) {
  return (
    <div className="flex flex-col gap-4">
      <Link to={back.to} className="self-start text-sm font-medium text-primary hover:underline">
        {back.label}
      </Link>
      {heading}
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">{children}</div>
    </div>
  );
}
