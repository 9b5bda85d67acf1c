/**
 * Messages on their way: each shows at once as "Sending…" and leaves the
 * outbox when the server has stored it (it is in the history then). A
 * failed one stays as "Not sent" until retried with the SAME client id, so
 * a send that reached the server but lost its answer is stored once. A
 * refusal for want of a plan (membership_required) swaps the composer for
 * the upgrade note; other failures toast the server's message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSendMessage } from '../api/send-message';

export type OutboxItem = { clientId: string; body: string; createdAt: string; failed: boolean };

export function useOutbox(conversationId: string) {
  const { t } = useTranslation(['milanChat', 'messages']);
  const send = useSendMessage(conversationId);
  const [items, setItems] = useState<OutboxItem[]>([]);
  const [needsPlan, setNeedsPlan] = useState(false);
  const itemsRef = useRef(items);
  useEffect(() => {
    itemsRef.current = items;
  });

  const { mutateAsync } = send;
  const deliver = useCallback(
    (item: OutboxItem) => {
      const sending = { ...item, failed: false };
      setItems((list) =>
        list.some((i) => i.clientId === item.clientId)
          ? list.map((i) => (i.clientId === item.clientId ? sending : i))
          : [...list, sending],
      );
      mutateAsync({ clientId: item.clientId, body: item.body }).then(
        () => setItems((list) => list.filter((i) => i.clientId !== item.clientId)),
        (error: unknown) => {
          setItems((list) => list.map((i) => (i.clientId === item.clientId ? { ...i, failed: true } : i)));
          if (error instanceof ApiError && error.reason === 'membership_required') setNeedsPlan(true);
          else toast.error(errorMessage(error, t('messages:somethingWentWrong')));
        },
      );
    },
    [mutateAsync, t],
  );

  const post = useCallback(
    (body: string) =>
      deliver({ clientId: crypto.randomUUID(), body, createdAt: new Date().toISOString(), failed: false }),
    [deliver],
  );
  const retry = useCallback(
    (clientId: string) => {
      const item = itemsRef.current.find((i) => i.clientId === clientId);
      if (item) deliver(item);
    },
    [deliver],
  );

  return { items, needsPlan, post, retry };
}
