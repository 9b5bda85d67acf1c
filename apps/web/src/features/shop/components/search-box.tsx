import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchBoxProps = {
  /** The search in effect (from the URL). */
  value: string;
  /** Called with the trimmed text after a typing pause, or at once on Enter. */
  onSearch: (next: string) => void;
};

/** The product search field; follows `value` when the URL changes (back/forward). */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('shop');
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
        {t('products.searchLabel')}
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
        placeholder={t('products.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClasses} pl-10`}
      />
    </form>
  );
}
