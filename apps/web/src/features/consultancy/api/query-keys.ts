/** The consultancy query keys: the customer's requests, per customer (a new request invalidates them all). */
export const consultancyKeys = {
  all: ['consultancy'] as const,
  requests: (customerId: string) => ['consultancy', 'requests', customerId] as const,
};
