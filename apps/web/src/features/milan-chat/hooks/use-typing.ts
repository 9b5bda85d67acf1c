/**
 * Typing, both ways, over the socket: while the member types, `typing` goes
 * out at most every TYPING_EMIT_MS; when the other member's `typing` for
 * this conversation arrives, `typing` is true for TYPING_SHOW_MS (or until
 * their message arrives).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocket, useSocketEvent } from '@/lib/socket';

export const TYPING_EMIT_MS = 3_000;
export const TYPING_SHOW_MS = 4_000;

export function useTyping(conversationId: string, otherId: string) {
  const { connected, emit } = useSocket();
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const lastSent = useRef(0);

  useSocketEvent('typing', (event) => {
    if (event.conversationId !== conversationId || event.memberId !== otherId) return;
    setTyping(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setTyping(false), TYPING_SHOW_MS);
  });
  useSocketEvent('message:new', (message) => {
    if (message.conversationId !== conversationId || message.senderId !== otherId) return;
    window.clearTimeout(timer.current);
    setTyping(false);
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onType = useCallback(() => {
    const now = Date.now();
    if (!connected || now - lastSent.current < TYPING_EMIT_MS) return;
    lastSent.current = now;
    emit('typing', { conversationId });
  }, [connected, emit, conversationId]);

  return { typing, onType };
}
