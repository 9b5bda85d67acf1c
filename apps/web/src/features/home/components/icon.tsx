/**
 * The home page's icons: hand-drawn inline SVG on a 24-unit grid, stroked in
 * currentColor, a few hundred bytes each. Inline rather than image files so
 * the page costs no extra requests on a slow network. Always decorative: the
 * text beside an icon carries the meaning.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/format';

const SHAPES = {
  diya: (
    <>
      <path d="M12 3c1.8 2.4 2.6 4 2.6 5.4a2.6 2.6 0 0 1-5.2 0C9.4 7 10.2 5.4 12 3z" />
      <path d="M3 13h18c0 3.6-4 6.5-9 6.5S3 16.6 3 13z" />
      <path d="M9 21.5h6" />
    </>
  ),
  phone: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </>
  ),
  mountain: (
    <>
      <path d="M2.5 20.5 9 9l3.5 6 2.5-4 6.5 9.5z" />
      <path d="M9 9V3.5l4 1.5-4 1.5" />
    </>
  ),
  kalash: (
    <>
      <path d="M8 9h8l-1 1.5c3 1.2 4 3.4 4 5.5 0 3-3 5-7 5s-7-2-7-5c0-2.1 1-4.3 4-5.5z" />
      <path d="M12 9V6.5M12 6.5c-1.5-2-3.5-2.5-5-2 1 1.8 3 2.4 5 2zM12 6.5c1.5-2 3.5-2.5 5-2-1 1.8-3 2.4-5 2z" />
    </>
  ),
  bag: (
    <>
      <path d="M4.5 8h15l-1.2 12.5h-12.6z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  sunrise: (
    <>
      <path d="M7 17a5 5 0 0 1 10 0M2.5 17h19M5 20.5h14" />
      <path d="M12 3.5v3M4.6 8.6l2 2M19.4 8.6l-2 2" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h16v11H10l-4.5 3.5V16H4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  heart: <path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z" />,
  mic: (
    <>
      <rect x="9" y="2.5" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5v3.5M8.5 21h7" />
    </>
  ),
  play: (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="3" />
      <path d="M10 9v6l5-3z" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M8.2 15.8a5.4 5.4 0 0 1 0-7.6M15.8 8.2a5.4 5.4 0 0 1 0 7.6M5.3 18.7a9.5 9.5 0 0 1 0-13.4M18.7 5.3a9.5 9.5 0 0 1 0 13.4" />
    </>
  ),
  news: (
    <>
      <path d="M4 4.5h13v15H6a2 2 0 0 1-2-2zM17 8.5h3v9a2 2 0 0 1-2 2h-1" />
      <path d="M7.5 8.5h6M7.5 12h6M7.5 15.5h4" />
    </>
  ),
  plane: (
    <path d="M21 15.5 13.5 11V5a1.5 1.5 0 0 0-3 0v6L3 15.5v2l7.5-2.5v4l-2 1.5v1.5l3.5-1 3.5 1V20.5l-2-1.5v-4l7.5 2.5z" />
  ),
  shield: (
    <>
      <path d="M12 2.5 19.5 5.5v6c0 4.6-3.2 8.3-7.5 10-4.3-1.7-7.5-5.4-7.5-10v-6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  lock: (
    <>
      <rect x="4.5" y="10.5" width="15" height="10.5" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>
  ),
  refund: (
    <>
      <path d="M4 12a8 8 0 1 0 2.4-5.7L4 8.5" />
      <path d="M4 4v4.5h4.5M9.5 8h5M9.5 10.3h5M11 8a2.1 2.1 0 0 1 0 4.2H9.5l4 3.8" />
    </>
  ),
  headset: (
    <>
      <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
      <path d="M4 14h3v5H5.5A1.5 1.5 0 0 1 4 17.5zM20 14h-3v5h1.5a1.5 1.5 0 0 0 1.5-1.5zM17 19c0 1.2-2 2-4.5 2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof SHAPES;

/** A decorative icon; size it with className (default 1.5rem). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('size-6 shrink-0', className)}
    >
      {SHAPES[name]}
    </svg>
  );
}
