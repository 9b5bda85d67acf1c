import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { inputClasses } from './input';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The field's accessible name ("Search products"). */
  label: string;
  placeholder: string;
  /** The search in effect (from the URL). */
  value: string;
  /** Called with the trimmed text after a typing pause, or at once on Enter. */
  onSearch: (next: string) => void;
};

/**
 * A catalogue's search field (shop products, pujas): runs `onSearch` after a typing pause or on Enter, and follows
 * `value` when the URL changes (back/forward).
 */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed from outside (back button, a chip): show what is in effect.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const next = text.trim();
    if (next === value) return;
    const timer = setTimeout(() => onSearchRef.current(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <form role="search" onSubmit={submit} className="relative">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={80}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} pl-10`}
      />
    </form>
  );
}
