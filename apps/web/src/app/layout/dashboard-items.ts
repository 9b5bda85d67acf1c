import { paths } from '@/config/paths';

/** One destination of the Milan Sathi dashboard: its `layout:sidebar.*` name key, route and icon path. */
export type DashboardItem = { key: DashboardItemKey; to: string; icon: string };

export type DashboardItemKey =
  | 'dashboard'
  | 'editProfile'
  | 'matches'
  | 'search'
  | 'connections'
  | 'shortlist'
  | 'messages'
  | 'notifications'
  | 'verification'
  | 'transactions'
  | 'profileViews'
  | 'family';

/** Every dashboard destination in menu order: the desktop rail lists them all, the phone tab bar too (some under More). */
export const DASHBOARD_ITEMS: readonly DashboardItem[] = [
  { key: 'dashboard', to: paths.dashboard.root, icon: 'M4 13h7V4H4zM13 20h7v-9h-7zM4 20h7v-5H4zM13 4v5h7V4z' },
  { key: 'editProfile', to: paths.dashboard.editProfile, icon: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4' },
  // Matches for you (issue 22): a heart.
  {
    key: 'matches',
    to: paths.dashboard.matches,
    icon: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  },
  // Search (issue 22's phone tabs): a magnifier; the search page sits outside the dashboard frame.
  { key: 'search', to: paths.milanSathi.search, icon: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4' },
  {
    key: 'connections',
    to: paths.dashboard.connections,
    icon: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-5 6-5s6 2 6 5M14 15c3 0 8 1 8 5',
  },
  // The shortlist (issue 22): a bookmark; under More on phones, whose four tabs are taken.
  { key: 'shortlist', to: paths.dashboard.shortlist, icon: 'M6 4h12v17l-6-4-6 4z' },
  { key: 'messages', to: paths.dashboard.messages, icon: 'M4 5h16v11H8l-4 4z' },
  { key: 'notifications', to: paths.dashboard.notifications, icon: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4' },
  {
    key: 'verification',
    to: paths.dashboard.verification,
    icon: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  },
  { key: 'transactions', to: paths.dashboard.transactions, icon: 'M4 7h13l-3-3M20 17H7l3 3' },
  // Issue 22: who viewed my profile (an eye).
  {
    key: 'profileViews',
    to: paths.dashboard.profileViews,
    icon: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  },
  // Family access (issue 22): a house.
  { key: 'family', to: paths.dashboard.family, icon: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10' },
];

/**
 * The phone tab bar's own tabs, as issue 22 names them: Matches, Search, Interests (the connections page) and
 * Messages; the fifth, Profile, opens the rest (the overview, edit profile, shortlist, notifications — also the
 * header's bell —, verification, transactions, profile views, family access).
 */
export const TAB_KEYS: readonly DashboardItemKey[] = ['matches', 'search', 'connections', 'messages'];

/** A tab's label where it differs from the rail's (`layout:sidebar.*` key). */
export const TAB_LABELS: Partial<Record<DashboardItemKey, string>> = { connections: 'interests' };

/**
 * What a family helper may open while acting for a member (issue 22): the pages whose calls answer
 * as that account (X-Milan-Account), and the family page to go back. The rest (profile, photos, plan,
 * verification, notifications, profile views, the overview) stay the member's own.
 */
export const HELPER_KEYS: readonly DashboardItemKey[] = [
  'matches',
  'search',
  'connections',
  'messages',
  'shortlist',
  'family',
];

/** The dashboard destinations to list: all of them, or the helper's while acting. */
export function dashboardItems(acting: boolean): readonly DashboardItem[] {
  return acting ? DASHBOARD_ITEMS.filter((item) => HELPER_KEYS.includes(item.key)) : DASHBOARD_ITEMS;
}
