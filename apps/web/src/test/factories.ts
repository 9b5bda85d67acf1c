/**
 * Test data that more than one feature serves: record ids and the customer's
 * addresses, shaped as the API answers them. Factories take overrides; each
 * feature keeps its own domain's factories in its `test/fixtures.ts`.
 */
import type { Address } from '@seva/contracts';
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
