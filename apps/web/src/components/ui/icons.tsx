/**
 * The app's line icons on a 24-unit grid: decorative (aria-hidden); the
 * text or the control beside them carries the meaning. `className` sizes and
 * colours them ("size-5 text-primary").
 */
import type { ReactNode } from 'react';

export type IconProps = { className?: string; strokeWidth?: number };

/** The frame every line icon draws in: round caps and joins, in the current text colour, 1.8 wide unless told. */
export function OutlineIcon({ className, strokeWidth = 1.8, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export const LockIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </OutlineIcon>
);

export const PersonIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </OutlineIcon>
);

export const HeartIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  </OutlineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="11" cy="11" r="6" />
    <path d="m20 20-4.5-4.5" />
  </OutlineIcon>
);

/** A shield with a tick: ID verified. */
export const ShieldIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </OutlineIcon>
);

/** A shield with a cross: ID not verified. */
export const ShieldCrossIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
    <path d="M10 10l4 4M14 10l-4 4" />
  </OutlineIcon>
);

export const StarIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </OutlineIcon>
);

export const UserPlusIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </OutlineIcon>
);

export const FilterIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </OutlineIcon>
);

export const DotsIcon = ({ className }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
    <circle cx="12" cy="5" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="12" cy="19" r="1.8" />
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m5 12 5 5 9-10" />
  </OutlineIcon>
);

/** A speech bubble: messages. */
export const ChatIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 5h16v11H8l-4 4z" />
  </OutlineIcon>
);

/** A bell: notifications. */
export const BellIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />
  </OutlineIcon>
);

export const ClockIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </OutlineIcon>
);

export const CartIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6" />
    <circle cx="9" cy="20" r="1.3" />
    <circle cx="17" cy="20" r="1.3" />
  </OutlineIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M15 6l-6 6 6 6" />
  </OutlineIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 4v11" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 20h14" />
  </OutlineIcon>
);
