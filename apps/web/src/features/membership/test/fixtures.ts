/**
 * Test data for the membership tests, as the API answers it. Factories take
 * overrides; ids come from @/test/factories.
 */
import type { MembershipPlan, MembershipStatus, Transaction } from '@seva/contracts';
import { recordId } from '@/test/factories';
import { PAYMENT } from '@/test/payments';

export function plan(overrides: Partial<MembershipPlan> = {}): MembershipPlan {
  return {
    _id: recordId(),
    code: 'basic-monthly',
    name: 'Basic Monthly',
    durationDays: 30,
    price: 999,
    contactViews: 60,
    requestsPerDay: 20,
    messaging: true,
    profileBoost: false,
    tagline: '',
    active: true,
    ...overrides,
  };
}

export const freePlan = plan({
  code: 'free',
  name: 'Free',
  durationDays: 0,
  price: 0,
  contactViews: 0,
  requestsPerDay: 5,
  messaging: false,
});
export const basicMonthly = plan();
export const goldYearly = plan({
  code: 'gold-yearly',
  name: 'Gold Yearly',
  durationDays: 365,
  price: 5999,
  contactViews: 250,
  requestsPerDay: 50,
  profileBoost: true,
  tagline: 'Best value',
});
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
