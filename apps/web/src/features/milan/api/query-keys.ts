/**
 * The Milan Sathi query keys, one place. What a profile or card shows
 * depends on who looks (privacy, kundli with the viewer), so every key
 * carries the viewer's id ('' for a visitor).
 */
export const milanKeys = {
  all: ['milan'] as const,
  featured: (viewerId: string) => ['milan', 'featured', viewerId] as const,
  search: (viewerId: string, params: Record<string, string | number | undefined>) =>
    ['milan', 'search', viewerId, params] as const,
  profile: (viewerId: string, id: string) => ['milan', 'profile', viewerId, id] as const,
  profileViews: (viewerId: string, page: number) => ['milan', 'profile-views', viewerId, page] as const,
  /** "Matches for you" (issue 22), one key per mode and page. */
  matches: (viewerId: string, mode: string, page: number) => ['milan', 'matches', viewerId, mode, page] as const,
  /** The member's shortlist (issue 22), one key per page. */
  shortlist: (viewerId: string, page: number) => ['milan', 'shortlist', viewerId, page] as const,
};
