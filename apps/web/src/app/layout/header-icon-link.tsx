import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/format';

type HeaderIconLinkProps = {
  to: string;
  /** The link's name, saying the count when there is one ("Messages, 3 unread"). */
  label: string;
  /** The count as the corner badge shows it ("9+"), or null for no badge. */
  badge: string | null;
  badgeTestId?: string;
  /** The circle's size classes. */
  className?: string;
  /** The icon. */
  children: ReactNode;
};

/** A round icon link of the header (the cart, messages, notifications) with its count in a badge; the badge is hidden from screen readers, the name says it. */
export function HeaderIconLink({
  to,
  label,
  badge,
  badgeTestId,
  className = 'size-10',
  children,
}: HeaderIconLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      className={cn(
        'relative grid place-items-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
    >
      {children}
      {badge !== null && (
        <span
          aria-hidden="true"
          data-testid={badgeTestId}
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
