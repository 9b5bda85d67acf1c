import { useEffect, useState } from 'react';
import { TextField } from '@/components/ui';

const DEBOUNCE_MS = 300;

type SearchFieldProps = {
  label: string;
  placeholder: string;
  /** The applied search (from the URL). */
  value: string;
  /** Called 300 ms after typing stops. */
  onSearch: (value: string) => void;
};

/** A search box that applies what was typed after a short pause. */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // Follow outside changes (e.g. "Clear filters") without fighting the typing.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  useEffect(() => {
    if (text === applied) return;
    const id = window.setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, applied, onSearch]);

  return (
    <TextField
      label={label}
      type="search"
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      containerClassName="w-full sm:max-w-xs"
    />
  );
}
