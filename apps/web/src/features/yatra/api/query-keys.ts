/**
 * The yatra query keys, one place: a booking or a cancellation changes the
 * seats left, so both invalidate everything under ['yatra'].
 */
export const yatraKeys = {
  all: ['yatra'] as const,
  list: () => ['yatra', 'list'] as const,
  details: (id: string) => ['yatra', 'details', id] as const,
  history: (customerId: string) => ['yatra', 'history', customerId] as const,
};
