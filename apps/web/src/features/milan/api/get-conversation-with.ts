/**
 * The conversation with member `memberId`, looked up in GET
 * /api/conversations (the shared list, domains/milan/conversations): a profile knows
 * the connection is accepted but not its id, which is the conversation's.
 */
import { useConversations } from '@/domains/milan/conversations';

/** Undefined until the list is loaded, when it failed, or when there is none with them. */
export function useConversationWith(memberId: string, enabled: boolean) {
  const conversations = useConversations(enabled);
  return conversations.data?.results.find((conversation) => conversation.member._id === memberId);
}
