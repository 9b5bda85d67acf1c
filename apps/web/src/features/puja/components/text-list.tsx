import { useId } from 'react';

/** A titled bullet list (benefits, what you receive); nothing when `items` is empty. */
export function TextList({ title, items }: { title: string; items: string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold text-gray-900">
        {title}
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm leading-relaxed text-gray-700 marker:text-primary">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
