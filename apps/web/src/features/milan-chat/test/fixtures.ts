/**
 * Conversations and messages as the chat API answers them (contracts
 * Conversation, ChatMessage, ChatHistoryResponse, ConversationsResponse).
 * The signed-in member is @/test/render's testCustomer; the other member is
 * OTHER_ID. Factories take overrides.
 */
import type { ChatHistoryResponse, ChatMessage, Conversation, ConversationsResponse } from '@seva/contracts';
import { recordId } from '@/test/factories';
import { memberSummary } from '@/test/member-summary';
import { testCustomer } from '@/test/render';

export const ME = testCustomer.userid;
export const OTHER_ID = '65f0a1b2c3d4e5f6a7b8aaaa';
export const CONVERSATION_ID = '65f0a1b2c3d4e5f6a7b8cccc';
export const CONVERSATIONS = '/api/conversations';
export const historyPath = (id = CONVERSATION_ID) => `/api/conversations/${id}/messages`;
export const readPath = (id = CONVERSATION_ID) => `/api/conversations/${id}/read`;

let minute = 0;
/** A message from the other member (override senderId: ME for the member's own), a minute after the last one. */
export function chatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  minute += 1;
  return {
    _id: recordId(),
    conversationId: CONVERSATION_ID,
    senderId: OTHER_ID,
    clientId: crypto.randomUUID(),
    body: 'Namaste!',
    createdAt: new Date(Date.UTC(2025, 2, 12, 4, minute)).toISOString(),
    deliveredAt: null,
    readAt: null,
    sentBy: null,
    ...overrides,
  };
}

export function conversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: CONVERSATION_ID,
    member: memberSummary({ _id: OTHER_ID, firstName: 'Ananya' }),
    lastMessage: null,
    unread: 0,
    canSend: true,
    updatedAt: '2025-03-12T04:00:00.000Z',
    ...overrides,
  };
}

export function historyReply(
  results: ChatMessage[],
  { hasMore = false, ...over }: Partial<Conversation> & { hasMore?: boolean } = {},
): ChatHistoryResponse {
  return { success: true, conversation: conversation(over), results, hasMore };
}

export function conversationsReply(results: Conversation[]): ConversationsResponse {
  return { success: true, results, unreadTotal: results.reduce((sum, c) => sum + c.unread, 0) };
}
