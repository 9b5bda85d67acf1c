/** Recharge console data for tests: an order and a service as the API answers them, each with overrides. */
import type { AdminRechargeOrder, AdminRechargeService } from '@seva/contracts';
import { rechargeOrder } from '@/test/factories';

export function adminRechargeOrder(overrides: Partial<AdminRechargeOrder> = {}): AdminRechargeOrder {
  const order = rechargeOrder({
    _id: overrides._id ?? '65f0a1b2c3d4e5f63f9a1c2e',
    userId: 'cccccccccccccccccccccc01',
    number: '9123456780',
    circle: 'UPE',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:05.000Z',
  });
  return {
    ...order,
    customerId: order.userId,
    paymentRecordId: 'eeeeeeeeeeeeeeeeeeeeee01',
    paymentStatus: 'fulfilled',
    refundStatus: null,
    provider: 'sandbox',
    polls: 0,
    nextPollAt: null,
    finishedAt: order.updatedAt,
    ...overrides,
  };
}

export function adminRechargeService(overrides: Partial<AdminRechargeService> = {}): AdminRechargeService {
  return {
    service_id: 1,
    slug: 'prepaid-recharge',
    name: 'Mobile Prepaid',
    kind: 'recharge',
    flow: 'plan',
    numberLabel: 'Mobile number',
    hasPlans: true,
    bbpsCategory: null,
    enabled: true,
    hiddenOnWeb: false,
    updatedAt: null,
    ...overrides,
  };
}
