/**
 * Milan Sathi profiles and plans as the console's API answers them, for its tests. Factories take overrides;
 * the customers' plans and the photos come from @/test/factories.
 */
import type { AdminMembershipPlan, AdminProfile, MembershipPlan } from '@seva/contracts';
import { profilePhoto } from '@/test/factories';

/** A plan (from @/test/factories) as the console lists it: with the fields lacking Hindi (none unless given). */
export const adminPlan = (plan: MembershipPlan, hindiMissing: string[] = []): AdminMembershipPlan => ({
  ...plan,
  hindiMissing,
});

export function adminProfile(overrides: Partial<AdminProfile> = {}): AdminProfile {
  return {
    _id: '65f0a1b2c3d4e5f6a1b2c3d4',
    firstName: 'Anita',
    lastName: 'Sharma',
    mobile: '9876501234',
    email: 'anita.sharma@example.com',
    gender: 'female',
    age: 28,
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    occupation: 'software',
    photos: [profilePhoto('anita-1', true), profilePhoto('anita-2'), profilePhoto('anita-3')],
    status: 'active',
    suspendedReason: '',
    planName: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
