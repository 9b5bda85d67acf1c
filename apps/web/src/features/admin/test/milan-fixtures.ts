/** Milan Sathi profiles and plans as the console's API answers them, for its tests. Factories take overrides. */
import type { AdminProfile, MembershipPlan, ProfilePhoto } from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';

/** A profile photo under /uploads/milan (4:5); `isPrimary` as told. */
export function profilePhoto(name: string, isPrimary = false): ProfilePhoto {
  return { _id: recordId(), image: mediaImage(name, { folder: 'milan', height: 1600 }), isPrimary };
}

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

export function membershipPlan(overrides: Partial<MembershipPlan> = {}): MembershipPlan {
  return {
    _id: recordId(),
    code: 'gold-monthly',
    name: 'Gold Monthly',
    durationDays: 30,
    price: 2999,
    contactViews: 200,
    requestsPerDay: 50,
    messaging: true,
    profileBoost: true,
    tagline: 'Most popular',
    active: true,
    ...overrides,
  };
}

/** The free plan as seeded: ₹0, no end, always shown. */
export const freePlan = (): MembershipPlan =>
  membershipPlan({
    code: 'free',
    name: 'Free',
    durationDays: 0,
    price: 0,
    contactViews: 0,
    requestsPerDay: 5,
    messaging: false,
    profileBoost: false,
    tagline: '',
  });
