/** The parts of an admin details dialog: a titled section, a label–value row of a description list, a phone number to call. */
import type { ReactNode } from 'react';
import { cn, formatIndianMobile } from '@/lib/format';

export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 border-t border-gray-100 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-gray-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** One row; `mono` for ids and codes. An empty value shows as a dash. */
export function DetailRow({ label, value, mono = false }: { label: string; value: ReactNode; mono?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 text-sm">
      <dt className="text-gray-600">{label}</dt>
      <dd className={cn('text-right break-all text-gray-900', mono && 'font-mono')}>{value || '—'}</dd>
    </div>
  );
}

/** A 10-digit Indian mobile as a link that calls it, written "+91 98765 43210". */
export function PhoneLink({ mobile }: { mobile: string }) {
  return (
    <a href={`tel:+91${mobile}`} className="font-medium text-primary hover:underline">
      {formatIndianMobile(mobile)}
    </a>
  );
}
