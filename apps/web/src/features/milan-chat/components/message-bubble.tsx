/**
 * One message: the member's own on the right in the theme colour with its
 * state (Sending…, Not sent with Retry, or ticks: one for sent, two for
 * delivered, two in colour for read), the other member's on the left. Who
 * wrote it is said to screen readers; a family helper's message (issue 22)
 * says who under it ("Sunita · Parent").
 */
import { useTranslation } from 'react-i18next';
import type { FamilyActor } from '@seva/contracts';
import { cn } from '@/lib/format';
import { messageTime } from '../format';

export type BubbleState = 'sending' | 'failed' | 'sent' | 'delivered' | 'read';

type MessageBubbleProps = {
  body: string;
  createdAt: string;
  mine: boolean;
  /** Who wrote it, for screen readers ("You", "Ananya"). */
  author: string;
  /** The own message's state; the other member's have none. */
  state?: BubbleState;
  /** The family helper who wrote it for its sender, if one did. */
  sentBy?: FamilyActor | null;
  onRetry?: () => void;
};

function Ticks({ state }: { state: 'sent' | 'delivered' | 'read' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 17 16"
      className={cn('h-3 w-4.5', state === 'read' ? 'text-sky-200' : 'text-white/70')}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M1 8.5 4.5 12 12 4" />
      {state !== 'sent' && <path d="M7 10.5 8.5 12 16 4" />}
    </svg>
  );
}

export function MessageBubble({ body, createdAt, mine, author, state, sentBy, onRetry }: MessageBubbleProps) {
  const { t } = useTranslation('milanChat');
  return (
    <div className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-br-sm bg-primary text-white' : 'rounded-bl-sm bg-white text-gray-900',
          state === 'failed' && 'bg-primary/70',
        )}
      >
        <p className="sr-only">{author}:</p>
        <p className="break-words whitespace-pre-wrap">{body}</p>
        <p
          className={cn(
            'mt-0.5 flex items-center justify-end gap-1 text-[11px]',
            mine ? 'text-white/80' : 'text-gray-500',
          )}
        >
          {sentBy && (
            <span className="mr-auto pr-2 font-medium">
              {t('chat.familyActor.sentBy', {
                name: sentBy.name,
                relation: t(`chat.familyActor.relations.${sentBy.relation}`),
              })}
            </span>
          )}
          <time dateTime={createdAt}>{messageTime(createdAt)}</time>
          {state === 'sending' && <span>{t('chat.sending')}</span>}
          {(state === 'sent' || state === 'delivered' || state === 'read') && (
            <>
              <Ticks state={state} />
              <span className="sr-only">{t(`chat.${state}`)}</span>
            </>
          )}
        </p>
      </div>
      {state === 'failed' && (
        <p className="mt-1 flex items-center gap-1 text-xs text-red-700">
          <span>{t('chat.notSent')} —</span>
          <button
            type="button"
            onClick={onRetry}
            className="min-h-8 rounded px-1 font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t('chat.retry')}
          </button>
        </p>
      )}
    </div>
  );
}

/** The state the member sees on their own stored message. */
export function storedState(message: { deliveredAt: string | null; readAt: string | null }): BubbleState {
  if (message.readAt) return 'read';
  return message.deliveredAt ? 'delivered' : 'sent';
}
