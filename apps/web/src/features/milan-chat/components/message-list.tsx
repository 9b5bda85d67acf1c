/**
 * The conversation's messages, oldest at the top, as a live log (new ones
 * are announced): a "Load earlier messages" button while older ones exist
 * (else where the conversation began), a label for each day, the stored
 * messages, then the ones on their way. It scrolls to a new last message
 * when the member is at the bottom or sent it, and keeps its place when
 * earlier ones load above.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@seva/contracts';
import { Button } from '@/components/ui';
import { dayKey, dayLabel } from '../format';
import type { OutboxItem } from '../hooks/use-outbox';
import { MessageBubble, storedState, type BubbleState } from './message-bubble';

type MessageListProps = {
  messages: ChatMessage[];
  outbox: OutboxItem[];
  myId: string;
  name: string;
  hasMore: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
  onRetry: (clientId: string) => void;
};

type Row = { key: string; body: string; createdAt: string; mine: boolean; stored?: ChatMessage; pending?: OutboxItem };

function rowState(row: Row): BubbleState | undefined {
  if (row.pending) return row.pending.failed ? 'failed' : 'sending';
  return row.mine && row.stored ? storedState(row.stored) : undefined;
}

/** Within this many pixels of the bottom counts as reading the latest messages. */
const NEAR_BOTTOM_PX = 120;

export function MessageList(props: MessageListProps) {
  const { messages, outbox, myId, name, hasMore, loadingEarlier, onLoadEarlier, onRetry } = props;
  const { t } = useTranslation('milanChat');
  const stored = new Set(messages.map((m) => m.clientId));
  const rows: Row[] = [
    ...messages.map((m) => ({
      key: m._id,
      // The sender deleted their account (issue 24): the text is gone.
      body: m.deleted ? t('deletedMessage') : m.body,
      createdAt: m.createdAt,
      mine: m.senderId === myId,
      stored: m,
    })),
    ...outbox
      .filter((item) => !stored.has(item.clientId))
      .map((item) => ({ key: item.clientId, body: item.body, createdAt: item.createdAt, mine: true, pending: item })),
  ];

  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const seen = useRef({ first: '', last: '', height: 0 });
  const first = rows[0]?.key ?? '';
  const last = rows.at(-1);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = seen.current;
    if ((last?.key ?? '') !== before.last && (nearBottom.current || last?.mine)) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && before.height > 0) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { first, last: last?.key ?? '', height: element.scrollHeight };
  });

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-primary-50/40 px-3 py-3 sm:px-4"
    >
      <div className="mb-3 flex justify-center">
        {hasMore ? (
          <Button variant="secondary" size="sm" loading={loadingEarlier} onClick={onLoadEarlier}>
            {t('chat.loadEarlier')}
          </Button>
        ) : (
          <p className="text-center text-xs text-gray-500">{t('chat.start', { name })}</p>
        )}
      </div>
      <ol role="log" aria-label={t('chat.logLabel', { name })} className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const day = dayKey(row.createdAt);
          const newDay = index === 0 || dayKey(rows[index - 1]?.createdAt ?? '') !== day;
          const label = dayLabel(row.createdAt);
          return (
            <li key={row.key} className="flex flex-col gap-2">
              {newDay && (
                <p className="self-center rounded-full bg-white px-3 py-0.5 text-xs text-gray-600 shadow-sm">
                  {label === 'today' || label === 'yesterday' ? t(`chat.${label}`) : label}
                </p>
              )}
              <MessageBubble
                body={row.body}
                createdAt={row.createdAt}
                mine={row.mine}
                author={row.mine ? t('chat.you') : name}
                state={rowState(row)}
                sentBy={row.stored?.sentBy}
                onRetry={row.pending ? () => onRetry(row.pending?.clientId ?? '') : undefined}
              />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
