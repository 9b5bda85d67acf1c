/**
 * Test data for the recharge history, as the API answers it. The factory
 * takes overrides; ids and the customer come from @/test/factories.
 */
import type { RechargeOrder } from '@seva/contracts';
import { CUSTOMER_ID, recordId } from '@/test/factories';

/** A successful ₹299 Jio prepaid recharge of 9876543210; override what the test is about. */
export function rechargeOrder(overrides: Partial<RechargeOrder> = {}): RechargeOrder {
  const id = overrides._id ?? recordId();
  return {
    _id: id,
    userId: CUSTOMER_ID,
    mobile: '9876543210',
    service_id: 1,
    serviceName: 'Mobile Prepaid',
    operatorId: 'JIO',
    productName: 'Jio',
    billType: 'prepaid-recharge',
    number: '9876543210',
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
    ...overrides,
  };
}
