import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '@seva/contracts';
import { addMessage, markRead, mergeHistory, type ChatHistory } from './chat-cache';
import { chatKeys } from './conversations';

const message = (n: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: `65f0a1b2c3d4e5f6a7b8${n.toString(16).padStart(4, '0')}`,
  conversationId: 'c1',
  senderId: 'me',
  clientId: `client-${n}`,
  body: `message ${n}`,
  createdAt: `2025-03-12T10:${String(n).padStart(2, '0')}:00.000Z`,
  deliveredAt: null,
  readAt: null,
  sentBy: null,
  ...overrides,
});
const conversation = { _id: 'c1' } as Conversation;
const history = (ids: number[], hasMore = false): ChatHistory => ({
  conversation,
  results: ids.map((n) => message(n)),
  hasMore,
});
const ids = (h: ChatHistory) => h.results.map((m) => Number.parseInt(m._id.slice(-4), 16));

describe('the chat cache', () => {
  it('keeps earlier pages and later socket messages when the newest page is read again', () => {
    const cached = history([1, 2, 3, 4, 5, 9], true);
    const merged = mergeHistory(cached, history([4, 5, 6, 7], true));
    expect(ids(merged)).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
    expect(merged.hasMore).toBe(true);
  });

  it('drops what it had when a gap opened before the fresh page', () => {
    expect(ids(mergeHistory(history([1, 2]), history([7, 8], true)))).toEqual([7, 8]);
  });

  it('adds a message once, in order, only to a loaded conversation', () => {
    const client = new QueryClient();
    addMessage(client, message(2));
    expect(client.getQueryData(chatKeys.history('c1'))).toBeUndefined();
    client.setQueryData(chatKeys.history('c1'), history([1, 3]));
    addMessage(client, message(2));
    addMessage(client, message(2));
    expect(ids(client.getQueryData<ChatHistory>(chatKeys.history('c1'))!)).toEqual([1, 2, 3]);
  });

  it('marks read what the reader had received by then, not their own or later messages', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.history('c1'), {
      conversation,
      results: [message(1), message(2, { senderId: 'them' }), message(30)],
      hasMore: false,
    });
    markRead(client, { conversationId: 'c1', readerId: 'them', readAt: '2025-03-12T10:10:00.000Z' });
    const [mine, theirs, later] = client.getQueryData<ChatHistory>(chatKeys.history('c1'))!.results;
    expect(mine?.readAt).toBe('2025-03-12T10:10:00.000Z');
    expect(mine?.deliveredAt).toBe('2025-03-12T10:10:00.000Z');
    expect(theirs?.readAt).toBeNull();
    expect(later?.readAt).toBeNull();
  });
});
