/**
 * Query-key roots of the signed-in member's Milan Sathi data that the
 * realtime socket refreshes (realtime-sync.tsx). Features build their keys under
 * these roots; each root is in the session's USER_QUERY_ROOTS, so logout
 * and a 401 drop them.
 */
export const queryRoots = {
  /** GET /api/notifications/badges (badges.ts). */
  badges: ['badges'],
  /** GET /api/connections, one key per tab and page (features/milan-connections). */
  connections: ['connections'],
  /** GET /api/conversations and each conversation's history (conversations.ts). */
  conversations: ['conversations'],
  /** GET /api/notifications (features/notifications). */
  notifications: ['notifications'],
} as const;
