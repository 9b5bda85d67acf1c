/** Milan Sathi's icons: decorative (aria-hidden); the text or the control beside them carries the meaning. */
import type { ReactNode } from 'react';

type IconProps = { className?: string };

function Outline({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {children}
    </svg>
  );
}

export const LockIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Outline>
);

export const PersonIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Outline>
);

export const HeartIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
  </Outline>
);

export const SearchIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <circle cx="11" cy="11" r="6" />
    <path d="m20 20-4.5-4.5" />
  </Outline>
);

export const ShieldIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
    <path d="m9 12 2 2 4-4" />
  </Outline>
);

export const StarIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
  </Outline>
);

export const UserPlusIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </Outline>
);

export const FilterIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Outline>
);

export const DotsIcon = ({ className }: IconProps) => (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className={className}>
    <circle cx="12" cy="5" r="1.8" />
    <circle cx="12" cy="12" r="1.8" />
    <circle cx="12" cy="19" r="1.8" />
  </svg>
);

export const CheckIcon = ({ className }: IconProps) => (
  <Outline className={className}>
    <path d="m5 12 5 5 9-10" />
  </Outline>
);
