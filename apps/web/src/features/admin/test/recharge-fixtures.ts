/** Recharge console data for tests: an order and a service as the API answers them, each with overrides. */
import type { AdminRechargeOrder, AdminRechargeService } from '@seva/contracts';

export function adminRechargeOrder(overrides: Partial<AdminRechargeOrder> = {}): AdminRechargeOrder {
  const id = overrides._id ?? '65f0a1b2c3d4e5f63f9a1c2e';
  return {
    _id: id,
    userId: 'cccccccccccccccccccccc01',
    mobile: '9876543210',
    service_id: 1,
    serviceName: 'Mobile Prepaid',
    operatorId: 'JIO',
    productName: 'Jio',
    billType: 'prepaid-recharge',
    number: '9123456780',
    circle: 'UPE',
    amount: 299,
    status: 'SUCCESS',
    operator_reference: 'JIO7781234590',
    rechargeOrderId: 'RCH20261101A1B2',
    request_id: id,
    message: 'Recharge successful',
    razorpayOrderId: 'order_Q1w2e3r4t5y6u7',
    razorpayPaymentId: 'pay_Q1w2e3r4t5y6u8',
    fetched_bill_order_id: null,
    bill_fetch_ref: null,
    refund: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:05.000Z',
    customerId: 'cccccccccccccccccccccc01',
    paymentRecordId: 'eeeeeeeeeeeeeeeeeeeeee01',
    paymentStatus: 'fulfilled',
    refundStatus: null,
    provider: 'sandbox',
    polls: 0,
    nextPollAt: null,
    finishedAt: '2026-11-01T10:00:05.000Z',
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
