/**
 * Test data that more than one feature serves: record ids, the customer's
 * addresses and recharge orders, shaped as the API answers them. Factories take overrides; each
 * feature keeps its own domain's factories in its `test/fixtures.ts`.
 */
import type { Address, RechargeOrder } from '@seva/contracts';
import { PAYMENT } from './payments';
import { testCustomer } from './render';

/** The signed-in customer's id, as the pages send it (`customerId`, `userId`). */
export const CUSTOMER_ID = testCustomer.userid;

let seq = 0;
/** A fresh 24-hex record id, time-ordered like the server's. */
export function recordId(): string {
  seq += 1;
  return `65f0a1b2c3d4e5f6a7b8${seq.toString(16).padStart(4, '0')}`;
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    _id: recordId(),
    name: 'Asha Verma',
    mobile: '9876543210',
    houseNo: 'B-12, Shanti Apartments',
    area: 'Sector 62',
    landmark: 'Near Fortis Hospital',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201301',
    addressType: 'home',
    createdAt: '2025-03-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A successful ₹299 Jio prepaid recharge, as the API answers it; override what the test is about. */
export function rechargeOrder(overrides: Partial<RechargeOrder> = {}): RechargeOrder {
  const _id = overrides._id ?? recordId();
  return {
    _id,
    userId: CUSTOMER_ID,
    mobile: testCustomer.mobile,
    service_id: 1,
    serviceName: 'Mobile Prepaid',
    operatorId: 'JIO',
    productName: 'Jio',
    billType: 'prepaid-recharge',
    number: '9876512345',
    circle: 'DL',
    amount: 299,
    status: 'SUCCESS',
    operator_reference: 'OP0012345678',
    rechargeOrderId: 'SBX0A1B2C3D4E5F',
    request_id: _id,
    message: 'Recharge successful.',
    razorpayOrderId: PAYMENT.razorpay_order_id,
    razorpayPaymentId: PAYMENT.razorpay_payment_id,
    fetched_bill_order_id: null,
    bill_fetch_ref: null,
    refund: null,
    createdAt: '2025-03-12T10:00:00.000Z',
    updatedAt: '2025-03-12T10:00:05.000Z',
    ...overrides,
  };
}
