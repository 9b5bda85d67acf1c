/**
 * Writing a message: a labelled text box (at most CHAT_MESSAGE_MAX_LENGTH
 * characters; a count shows near the end) that grows to five lines; Enter
 * sends, Shift+Enter starts a new line (and Enter while an input method is
 * composing does nothing). Every keystroke reports typing (throttled by the
 * caller).
 */
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH } from '@seva/contracts';
import { Button } from '@/components/ui';

/** The count of characters left shows from this many on. */
const SHOW_LEFT_BELOW = 200;

export function Composer({ onSend, onType }: { onSend: (body: string) => void; onType: () => void }) {
  const { t } = useTranslation('milanChat');
  const [text, setText] = useState('');
  const hintId = useId();
  const left = CHAT_MESSAGE_MAX_LENGTH - text.length;
  const rows = Math.min(5, Math.max(1, text.split('\n').length));

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="border-t border-gray-200 bg-white px-2 py-2 sm:px-4">
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.composerLabel')}</span>
          <textarea
            value={text}
            rows={rows}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            placeholder={t('chat.placeholder')}
            aria-describedby={hintId}
            onChange={(event) => {
              setText(event.target.value);
              onType();
            }}
            onKeyDown={onKeyDown}
            className="block max-h-36 w-full resize-none rounded-2xl border border-gray-300 px-3 py-2 text-base focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none"
          />
        </label>
        <Button type="submit" disabled={!text.trim()} className="rounded-full">
          {t('chat.send')}
        </Button>
      </div>
      <p id={hintId} className="mt-1 flex justify-between gap-2 px-1 text-xs text-gray-500">
        <span className="hidden sm:inline">{t('chat.hint')}</span>
        {left < SHOW_LEFT_BELOW && <span className="ml-auto">{t('chat.charsLeft', { count: left })}</span>}
      </p>
    </form>
  );
}
