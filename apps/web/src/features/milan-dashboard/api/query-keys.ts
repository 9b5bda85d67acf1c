/**
 * The Milan Sathi dashboard's query keys. They sit under the session's 'me'
 * root, so logging out or a 401 drops them with the rest of the customer's
 * data (lib/session USER_QUERY_ROOTS); the profile is keyed by its id.
 */
export const milanDashboardKeys = {
  all: ['me', 'milan'] as const,
  profile: (id: string) => ['me', 'milan', 'profile', id] as const,
  membership: () => ['me', 'milan', 'membership'] as const,
  matchEmails: () => ['me', 'milan', 'match-emails'] as const,
  family: () => ['me', 'milan', 'family'] as const,
};
