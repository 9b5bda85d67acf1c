/**
 * One line icon per recharge service, picked by the service's slug (the
 * web's `recharge-type`); a service added later without a drawing shows a
 * receipt. Decorative: the service's name stands beside it.
 */
import type { ReactNode } from 'react';
import { OutlineIcon } from '@/components/ui';

const RECEIPT = (
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 11.5h6M9 15h3" />
  </>
);

const SHAPES: Record<string, ReactNode> = {
  'prepaid-recharge': (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3M12.5 7l-2 3.5h3l-2 3.5" />
    </>
  ),
  'postpaid-bill': (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M9.5 7.5h5M9.5 10.5h5M9.5 13.5h3M10.5 18.5h3" />
    </>
  ),
  'dth-recharge': (
    <>
      <path d="M5 11a8 8 0 0 0 8 8z" />
      <path d="M9 15l4-4M14 5a5 5 0 0 1 5 5M14 8a2 2 0 0 1 2 2M8 19l-2 2.5h8" />
    </>
  ),
  'electricity-bill': <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
  'water-bill': <path d="M12 3c3.5 4.5 6 7.9 6 11a6 6 0 0 1-12 0c0-3.1 2.5-6.5 6-11z" />,
  'piped-gas-bill': (
    <path d="M12 21a6 6 0 0 0 6-6c0-4-3-6-4-9-1 2-2 3-3.5 3.5.5-2-.5-4-2-6 0 4-2.5 6.5-2.5 11.5a6 6 0 0 0 6 6z" />
  ),
  'lpg-booking': (
    <>
      <path d="M9 3h6v3H9zM7 8.5A2.5 2.5 0 0 1 9.5 6h5A2.5 2.5 0 0 1 17 8.5V19a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z" />
      <path d="M7 12h10M7 16h10" />
    </>
  ),
  'broadband-bill': (
    <>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.5 12.5a9.5 9.5 0 0 1 13 0M8.5 16a5 5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="1" />
    </>
  ),
  'landline-bill': (
    <path d="M5 4h3.5l1.5 4.5-2.2 1.6a11 11 0 0 0 6.1 6.1l1.6-2.2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  'fastag-recharge': (
    <>
      <path d="M3.5 16v-4l2-5h13l2 5v4zM3.5 16v2.5M20.5 16v2.5M3.5 12h17" />
      <circle cx="7.5" cy="14" r="0.5" />
      <circle cx="16.5" cy="14" r="0.5" />
    </>
  ),
  'insurance-premium': (
    <>
      <path d="M12 2.5 19.5 5.5v6c0 4.6-3.2 8.3-7.5 10-4.3-1.7-7.5-5.4-7.5-10v-6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  'cable-tv': (
    <>
      <rect x="2.5" y="6" width="19" height="13" rx="2" />
      <path d="M8 2.5 12 6l4-3.5M8 21.5h8" />
    </>
  ),
  'loan-emi': (
    <>
      <path d="M3 9.5 12 4l9 5.5zM5 9.5v8M9.5 9.5v8M14.5 9.5v8M19 9.5v8M3 20.5h18" />
    </>
  ),
  'credit-card-bill': (
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="2" />
      <path d="M2.5 9.5h19M6 15h4" />
    </>
  ),
  'municipal-tax': (
    <>
      <path d="M4 21V8h6v13M10 21V3h10v18M2.5 21h19" />
      <path d="M13 7h4M13 10.5h4M13 14h4M6.5 12h1M6.5 15.5h1" />
    </>
  ),
  'education-fees': (
    <>
      <path d="M2.5 9 12 4.5 21.5 9 12 13.5z" />
      <path d="M6.5 11v5c3 2.5 8 2.5 11 0v-5M21.5 9v5" />
    </>
  ),
  'housing-society': (
    <>
      <path d="M3.5 11 12 4l8.5 7M5.5 9.5V20.5h13V9.5" />
      <path d="M10 20.5v-5.5h4v5.5" />
    </>
  ),
};

/** The icon of the service with this slug. */
export function ServiceIcon({ slug, className }: { slug: string; className?: string }) {
  return <OutlineIcon className={className}>{SHAPES[slug] ?? RECEIPT}</OutlineIcon>;
}
