import type { ReactNode } from 'react';

/** One term and its value in a description list (`<dl>`) of a booking's facts: stacked on phones, side by side from 640 px. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 text-sm text-gray-500 sm:w-32">{term}</dt>
      <dd className="min-w-0 text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}
