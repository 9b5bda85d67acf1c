import type { ReactNode } from 'react';

type ListHeaderProps = {
  title: string;
  /** "12 products", announced politely as it changes; undefined while the list loads (the line keeps its height). */
  count: string | undefined;
  /** A button beside the title, such as "New product". */
  action?: ReactNode;
};

/** The h1 of an admin list page with the count of what it lists under it. */
export function ListHeader({ title, count, action }: ListHeaderProps) {
  const text = (
    <>
      <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
      <p className="text-sm text-gray-600" aria-live="polite">
        {count ?? '\u00a0'}
      </p>
    </>
  );
  if (!action) return <header className="flex flex-col gap-1">{text}</header>;
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="flex flex-col gap-1">{text}</div>
      {action}
    </header>
  );
}
