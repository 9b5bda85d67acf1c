/** The parts of an admin details dialog: a titled section and a label–value row of a description list. */
import type { ReactNode } from 'react';
import { cn } from '@/lib/format';

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
