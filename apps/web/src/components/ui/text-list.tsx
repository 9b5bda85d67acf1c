import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/format';

type TextListProps = {
  title: string;
  items: string[];
  /** A line under the title. */
  hint?: ReactNode;
  /** Bullets (benefits), or a green ✓ (inclusions) or red ✗ (exclusions) before each item. */
  marker?: 'bullet' | 'check' | 'cross';
};

const signs = {
  check: { sign: '✓', className: 'text-green-700' },
  cross: { sign: '✗', className: 'text-red-600' },
};

/** A titled list of short texts (a section with an h2); nothing when `items` is empty. */
export function TextList({ title, items, hint, marker = 'bullet' }: TextListProps) {
  const id = useId();
  if (items.length === 0) return null;
  const sign = marker === 'bullet' ? null : signs[marker];
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-gray-600">{hint}</p>}
      {sign ? (
        <ul className="mt-2 flex flex-col gap-1.5 text-sm leading-relaxed text-gray-700">
          {items.map((item) => (
            <li key={item} className="flex gap-2">
              <span aria-hidden="true" className={cn('shrink-0 font-bold', sign.className)}>
                {sign.sign}
              </span>
              <span className="min-w-0">{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed text-gray-700 marker:text-primary">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
