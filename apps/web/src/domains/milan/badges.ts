/**
 * The header's unread counts: GET /api/notifications/badges →
 * `{ success, notifications, messages }` (contracts badgesResponseSchema).
 * Shared because the header (app layer), the socket and the features that
 * read or mark things read all touch it: invalidate `badgesQueryKey` after
 * anything that changes an unread count.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BadgesResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { queryRoots } from './query-roots';
import { useSession } from '@/lib/session';

export const badgesQueryKey = queryRoots.badges;

export type Badges = Pick<BadgesResponse, 'notifications' | 'messages'>;

export const getBadges = async (): Promise<Badges> => {
  const answer = await api.get<BadgesResponse>('/notifications/badges');
  return { notifications: answer.notifications, messages: answer.messages };
};

export const badgesQueryOptions = () =>
  queryOptions({ queryKey: badgesQueryKey, queryFn: getBadges, staleTime: 60_000 });

/** The counts while a customer is signed in; zeros for visitors, while loading and when the call fails. */
export function useBadges(): Badges {
  const { customer } = useSession();
  const badges = useQuery({ ...badgesQueryOptions(), enabled: customer !== null });
  return customer && badges.data ? badges.data : { notifications: 0, messages: 0 };
}

/** "9+" above nine, the number otherwise (the header badge). */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}
