/**
 * What the app does with Milan Sathi's server events wherever the member is
 * (mounted once, inside lib/socket's context, which only carries the events:
 * app/providers renders it beside the pages for a signed-in member, fetched
 * once someone signs in): a new message
 * is acknowledged as delivered (when it is the other member's), lands in its
 * conversation's loaded history and refreshes the list and the header
 * badges (and the conversation, when it is the first that lets the member reply); receipts update the ticks; interests refresh the connections and
 * say who; a stored notification refreshes the notifications and badges.
 * After a reconnect everything the socket keeps fresh is read again, since
 * events may have been missed meanwhile. When the account helped with as
 * family changes (lib/acting-account, issue 22) every cached answer but the
 * customer lookup is reset, so nothing of the other account stays on screen,
 * and the server's message is shown when access was taken away; the socket
 * is told the account, so the helper's device hears its interests and
 * messages as they happen. (Here, not
 * in the session: only a signed-in person acts, and the first visit's
 * download stays as it was.)
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { onActingAccountChange, useActingAccount } from '@/lib/acting-account';
import { useSocket, useSocketEvent } from '@/lib/socket';
import { showToast } from '@/lib/toaster';
import { badgesQueryKey } from './badges';
import { addMessage, markDelivered, markRead, mayNotWriteYet } from './chat-cache';
import { chatKeys } from './conversations';
import { queryRoots } from './query-roots';

export function RealtimeSync({ userId }: { userId: string }) {
  const { t } = useTranslation('layout');
  const queryClient = useQueryClient();
  const { connected, emit } = useSocket();
  const acting = useActingAccount();
  // Whose side of a conversation is "mine": the account a family helper acts for, else the member's own.
  const viewerId = acting?.accountId ?? userId;
  const refresh = (...keys: ReadonlyArray<readonly string[]>) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };

  useSocketEvent('message:new', (message) => {
    const theirs = message.senderId !== viewerId;
    // A helper's device is not the receiver's: only the member's own devices acknowledge delivery.
    if (theirs && !acting) emit('message:delivered', { ids: [message._id] });
    // Their first message lets a member without a messaging plan reply: the conversation is read again,
    // as the server alone knows the rest of the rule (a suspended member still may not).
    const mayReplyNow = theirs && mayNotWriteYet(queryClient, message.conversationId);
    addMessage(queryClient, message);
    refresh(chatKeys.list(), badgesQueryKey);
    if (mayReplyNow) refresh(chatKeys.history(message.conversationId));
  });
  useSocketEvent('message:delivered', (event) => markDelivered(queryClient, event));
  useSocketEvent('message:read', (event) => {
    markRead(queryClient, event);
    // Read on another device of the member's: fewer unread here too.
    if (event.readerId === viewerId) refresh(chatKeys.list(), badgesQueryKey);
  });
  useSocketEvent('connection:request', (connection) => {
    refresh(queryRoots.connections);
    void showToast('info', t('realtime.interestReceived', { name: connection.member.firstName }));
  });
  useSocketEvent('connection:accepted', (connection) => {
    refresh(queryRoots.connections, chatKeys.all);
    void showToast('success', t('realtime.interestAccepted', { name: connection.member.firstName }));
  });
  useSocketEvent('notification:new', () => refresh(queryRoots.notifications, badgesQueryKey));

  useEffect(
    () =>
      onActingAccountChange((notice) => {
        void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
        if (notice) void showToast('error', notice);
      }),
    [queryClient],
  );

  // A family helper's device asks to hear the account it acts for (and, once it stops, only its own), again on
  // every (re)connect: the server checks the link (issue 22, decision 013).
  const accountId = acting?.accountId ?? null;
  const told = useRef(false);
  useEffect(() => {
    if (!connected || (accountId === null && !told.current)) return;
    emit('milan:account', { accountId });
    told.current = true;
  }, [connected, accountId, emit]);

  const wasConnected = useRef(false);
  useEffect(() => {
    if (!connected) return;
    if (wasConnected.current) {
      for (const queryKey of Object.values(queryRoots)) void queryClient.invalidateQueries({ queryKey });
    }
    wasConnected.current = true;
  }, [connected, queryClient]);

  return null;
}
