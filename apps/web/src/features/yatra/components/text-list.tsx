import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/format';

type TextListProps = { title: string; items: string[]; hint?: ReactNode; marker?: 'check' | 'cross' };

/** A titled list (inclusions, exclusions) with a ✓ or ✗ marker; nothing when `items` is empty. */
export function TextList({ title, items, hint, marker = 'check' }: TextListProps) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-gray-600">{hint}</p>}
      <ul className="mt-2 flex flex-col gap-1.5 text-sm leading-relaxed text-gray-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <span
              aria-hidden="true"
              className={cn('shrink-0 font-bold', marker === 'check' ? 'text-green-700' : 'text-red-600')}
            >
              {marker === 'check' ? '✓' : '✗'}
            </span>
            <span className="min-w-0">{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
