/**
 * Test data for the membership tests, as the API answers it. Factories take
 * overrides; ids come from @/test/factories.
 */
import type { MembershipStatus, Transaction } from '@seva/contracts';
import { freeMembershipPlan, membershipPlan, recordId } from '@/test/factories';
import { PAYMENT } from '@/test/payments';

export const freePlan = freeMembershipPlan();
export const basicMonthly = membershipPlan({
  code: 'basic-monthly',
  name: 'Basic Monthly',
  durationDays: 30,
  price: 999,
  contactViews: 60,
  requestsPerDay: 20,
  profileBoost: false,
  tagline: '',
});
export const goldYearly = membershipPlan();
/** Free first, then by price, as the API lists them. */
export const plans = [freePlan, basicMonthly, goldYearly];

export function membershipStatus(overrides: Partial<MembershipStatus> = {}): MembershipStatus {
  return {
    plan: freePlan,
    endsAt: null,
    contactViewsUsed: 0,
    contactViewsLeft: 0,
    requestsToday: 1,
    requestsLeftToday: 4,
    ...overrides,
  };
}

export function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    _id: recordId(),
    purpose: 'membership',
    description: 'Basic Monthly membership',
    amount: 999,
    currency: 'INR',
    status: 'fulfilled',
    refundStatus: null,
    reference: PAYMENT.razorpay_payment_id,
    createdAt: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}
