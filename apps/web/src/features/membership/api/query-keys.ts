/**
 * The membership query keys, one place. Plans are public. The member's
 * status and payments sit under the session's 'me' root, so logging out or a
 * 401 drops them (lib/session USER_QUERY_ROOTS); the status key is the one
 * the Milan Sathi dashboard reads too, so a purchase refreshes both.
 */
export const membershipKeys = {
  plans: () => ['membership', 'plans'] as const,
  plan: (id: string) => ['membership', 'plans', id] as const,
  /** Everything of the member's that a purchase changes. */
  member: ['me', 'milan'] as const,
  status: () => ['me', 'milan', 'membership'] as const,
  transactions: ['me', 'transactions'] as const,
  transactionsPage: (page: number) => ['me', 'transactions', page] as const,
};
