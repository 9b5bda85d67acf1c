/**
 * The birth place, chosen from BIRTH_PLACES (contracts) with a searchable
 * combobox (WAI-ARIA combobox with a listbox popup): typing filters by town
 * or state, ↓/↑ move through the matches, Enter picks, Esc closes, and the
 * picked place reads "Varanasi, Uttar Pradesh" ("वाराणसी, उत्तर प्रदेश" in Hindi, where
 * either script finds it). Only a listed place can be
 * the value (the kundli engine knows its coordinates); leaving the box with
 * other text puts the picked place back.
 */
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BIRTH_PLACES, type BirthPlaceKey } from '@seva/contracts';
import { inputClasses } from '@/components/ui';
import { cn } from '@/lib/format';
import { usePlaceName } from '@/lib/place-name';

type Place = (typeof BIRTH_PLACES)[number];

/** A state or city name in the interface language. */
type Naming = (name: string) => string;

const labelOf = (place: Place, name: Naming) => `${name(place.name)}, ${name(place.state)}`;
const placeOf = (key: string | null): Place | undefined => BIRTH_PLACES.find((place) => place.key === key);

/**
 * Places whose name starts with the text first, then those whose name or state contains it, in English or in the
 * interface language.
 */
function matchesOf(text: string, name: Naming): Place[] {
  const query = text.trim().toLowerCase();
  if (!query) return [...BIRTH_PLACES];
  const spellings = (english: string) => [english.toLowerCase(), name(english).toLowerCase()];
  const starts = BIRTH_PLACES.filter((place) => spellings(place.name).some((n) => n.startsWith(query)));
  const contains = BIRTH_PLACES.filter(
    (place) =>
      !starts.includes(place) && [...spellings(place.name), ...spellings(place.state)].some((n) => n.includes(query)),
  );
  return [...starts, ...contains];
}

type BirthPlaceComboboxProps = {
  label: string;
  value: string | null;
  onChange: (value: BirthPlaceKey | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
};

export function BirthPlaceCombobox({ label, value, onChange, onBlur, error, hint }: BirthPlaceComboboxProps) {
  const { t } = useTranslation('milanDashboard');
  const name = usePlaceName();
  const id = useId();
  const listId = `${id}-list`;
  const selected = placeOf(value);
  const [text, setText] = useState(selected ? labelOf(selected, name) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const matches = useMemo(
    () => matchesOf(selected && text === labelOf(selected, name) ? '' : text, name),
    [text, selected, name],
  );

  const pick = (place: Place) => {
    onChange(place.key);
    setText(labelOf(place, name));
    setOpen(false);
  };

  const clear = () => {
    onChange(null);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (matches.length === 0 ? 0 : (i + step + matches.length) % matches.length));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const place = matches[active];
      if (place) pick(place);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(selected ? labelOf(selected, name) : '');
    }
  };

  const onInputBlur = () => {
    setOpen(false);
    if (text.trim() === '') {
      if (value !== null) onChange(null);
    } else {
      setText(selected ? labelOf(selected, name) : '');
    }
    onBlur?.();
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const activeId = open && matches[active] ? `${id}-${matches[active].key}` : undefined;

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          placeholder={t('edit.kundli.placePlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
          className={cn(inputClasses, selected && 'pr-11')}
        />
        {selected && (
          <button
            type="button"
            onClick={clear}
            aria-label={t('edit.kundli.clearPlace')}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('edit.kundli.placeList')}
          hidden={!open || matches.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          {matches.map((place, i) => (
            <li
              key={place.key}
              id={`${id}-${place.key}`}
              role="option"
              aria-selected={place.key === value}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(place)}
              onMouseEnter={() => setActive(i)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm',
                i === active ? 'bg-primary-50 text-primary' : 'text-gray-800',
              )}
            >
              <span>{name(place.name)}</span>
              <span className="text-xs text-gray-500">{name(place.state)}</span>
            </li>
          ))}
        </ul>
        {open && matches.length === 0 && (
          <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm text-gray-600 shadow-lg">
            {t('edit.kundli.noPlace')}
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {open ? t('edit.kundli.placeCount', { count: matches.length }) : ''}
      </p>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
