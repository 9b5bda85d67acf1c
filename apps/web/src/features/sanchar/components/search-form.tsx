/**
 * The search field at the top of the Sanchar pages: Enter (or the button)
 * opens /sanchar/search?q=… with the text (nothing under 2 letters).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { inputClasses } from '@/components/ui/input';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, searchPath } from '../links';

export function SancharSearchForm() {
  const { t } = useTranslation('sanchar');
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q.length >= SEARCH_MIN_LENGTH) void navigate(searchPath(q));
  };
  return (
    <form role="search" onSubmit={submit} className="mb-4 flex max-w-xl gap-2">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={inputClasses}
      />
      <button
        type="submit"
        className="min-h-11 shrink-0 rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('search.submit')}
      </button>
    </form>
  );
}
