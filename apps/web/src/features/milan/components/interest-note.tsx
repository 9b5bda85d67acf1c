/**
 * The optional note sent with an interest (issue 22, "send interest with a
 * note"): "Add a note (optional)" opens a text box with a character counter
 * (INTEREST_NOTE_MAX_LENGTH, as the contract checks) and one-line suggested
 * notes a member can tap to fill it. The receiver reads it with the
 * interest only; it opens no conversation.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTEREST_NOTE_MAX_LENGTH } from '@seva/contracts';
import { TextAreaField } from '@/components/ui';

const SUGGESTIONS = ['liked', 'families', 'know'] as const;

type InterestNoteProps = { value: string; onChange: (note: string) => void };

export function InterestNote({ value, onChange }: InterestNoteProps) {
  const { t } = useTranslation('milan');
  const [open, setOpen] = useState(value !== '');
  const panelId = useId();
  const fieldId = useId();

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className="self-start rounded text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {t('connect.addNote')}
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-2">
          <TextAreaField
            id={fieldId}
            label={t('connect.noteLabel')}
            hint={t('connect.noteHint')}
            value={value}
            maxLength={INTEREST_NOTE_MAX_LENGTH}
            onChange={(event) => onChange(event.target.value)}
            aria-describedby={`${fieldId}-hint ${fieldId}-counter`}
            rows={3}
          />
          <p id={`${fieldId}-counter`} className="self-end text-xs text-gray-500" data-testid="note-counter">
            {t('connect.noteCounter', { count: value.length, max: INTEREST_NOTE_MAX_LENGTH })}
          </p>
          <p className="text-sm font-medium text-gray-800">{t('connect.suggestionsLabel')}</p>
          <ul className="flex flex-col gap-2">
            {SUGGESTIONS.map((key) => (
              <li key={key}>
                <button
                  type="button"
                  onClick={() => onChange(t(`connect.suggestions.${key}`))}
                  className="min-h-11 w-full rounded-xl border border-gray-200 px-3 py-2 text-left text-sm text-gray-800 hover:border-primary hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-primary"
                >
                  {t(`connect.suggestions.${key}`)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
