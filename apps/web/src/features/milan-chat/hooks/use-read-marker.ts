/**
 * Reading (POST /api/conversations/:id/read): once when the conversation
 * opens, and again whenever the other member's message arrives while the
 * page is open and visible; one that arrives while the tab is hidden is
 * read when the member comes back to it.
 */
import { useEffect, useRef } from 'react';
import { useSocketEvent } from '@/lib/socket';
import { useMarkRead } from '../api/mark-read';

export function useReadMarker(conversationId: string, otherId: string, ready: boolean) {
  const { mutate } = useMarkRead(conversationId);
  const unseen = useRef(false);

  useEffect(() => {
    if (ready) mutate();
  }, [ready, mutate]);

  useSocketEvent('message:new', (message) => {
    if (message.conversationId !== conversationId || message.senderId !== otherId) return;
    if (document.visibilityState === 'visible') mutate();
    else unseen.current = true;
  });

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !unseen.current) return;
      unseen.current = false;
      mutate();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [mutate]);
}
