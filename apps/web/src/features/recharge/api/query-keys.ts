/**
 * The recharge query keys, one place. Catalogue data (services, operators,
 * circles, plans) changes rarely; an order is the customer's own and is
 * polled while PENDING.
 */
export const rechargeKeys = {
  all: ['recharge'] as const,
  services: () => ['recharge', 'services'] as const,
  operators: (serviceId: number) => ['recharge', 'operators', serviceId] as const,
  circles: () => ['recharge', 'circles'] as const,
  lookup: (number: string) => ['recharge', 'lookup', number] as const,
  plans: (productCode: string, circle: string | null) => ['recharge', 'plans', productCode, circle ?? ''] as const,
  order: (id: string) => ['recharge', 'order', id] as const,
  /** The signed-in customer's own lists (issue 23), per customer so another sign-in never sees them. */
  recent: (userId: string) => ['recharge', 'recent', userId] as const,
  billers: (userId: string) => ['recharge', 'billers', userId] as const,
};

/** Catalogue answers stay fresh this long (ms): operators and plans change a few times a year. */
export const CATALOGUE_STALE_MS = 10 * 60_000;
