/**
 * Test data for the Milan Sathi dashboard tests, as the API answers it
 * (contracts ProfileView, MembershipStatus, CustomerProfile). Factories take
 * overrides; the signed-in member is @/test/render's testCustomer.
 */
import type {
  CustomerProfile,
  FamilyAccount,
  FamilyMember,
  FamilyResponse,
  MembershipStatus,
  ProfilePhoto,
  ProfileView,
  VerificationStateResponse,
  VerificationStatus,
} from '@seva/contracts';
import {
  CUSTOMER_ID,
  customerProfile,
  freeMembershipPlan,
  membershipPlan,
  milanProfileView,
  profilePhoto,
  recordId,
} from '@/test/factories';

export const OWN_PROFILE = `GET /api/users/${CUSTOMER_ID}`;
export const UPDATE_PROFILE = `PUT /api/users/${CUSTOMER_ID}`;
export const CUSTOMER_ME = 'GET /api/app/customer/me';
export const MEMBERSHIP = 'GET /api/milan/membership';
export const VERIFICATION = 'GET /api/verification';

/** GET /api/app/customer/me for the signed-in customer (Asha Verma). */
export const me = customerProfile;

export const meReply = (overrides: Partial<CustomerProfile> = {}) => ({ body: { status: true, data: me(overrides) } });

export function photo(overrides: Partial<ProfilePhoto> = {}): ProfilePhoto {
  const _id = overrides._id ?? recordId();
  return { ...profilePhoto(`photo-${_id}`), _id, ...overrides };
}

/** Asha's own profile as the owner sees it: complete but for the photos, kundli details and partner wishes. */
export function ownProfile(overrides: Partial<ProfileView> = {}): ProfileView {
  return milanProfileView({
    _id: CUSTOMER_ID,
    own: true,
    firstName: 'Asha',
    lastName: 'Verma',
    age: 29,
    createdBy: 'self',
    dateOfBirth: '1996-03-14',
    educationDetail: 'M.Sc. Chemistry, University of Delhi',
    occupation: 'teaching',
    jobTitle: 'Senior teacher',
    incomeBand: '5-10',
    city: 'Noida',
    about: 'I teach chemistry and love Hindustani music.',
    family: {
      familyType: 'nuclear',
      familyValues: 'moderate',
      fatherOccupation: 'Retired bank officer',
      motherOccupation: 'Homemaker',
      brothers: 1,
      sisters: 0,
      nativePlace: 'Mathura',
    },
    partnerPreferences: {
      ageMin: 28,
      ageMax: 35,
      heightMin: null,
      heightMax: null,
      religions: [],
      motherTongues: [],
      maritalStatuses: [],
      diets: [],
      states: [],
      about: '',
    },
    photos: [],
    rashi: null,
    nakshatra: null,
    contact: { mobile: '9876543210', email: 'asha@example.com' },
    contactLock: null,
    completeness: 70,
    createdAt: '2025-02-01T09:00:00.000Z',
    ...overrides,
  });
}

export const profileReply = (overrides: Partial<ProfileView> = {}) => ({
  body: { success: true, user: ownProfile(overrides) },
});

/** What GET /api/users/:ownId answers before the member made a profile. */
export const noProfileReply = {
  status: 404,
  body: {
    status: false,
    success: false,
    message: 'Please complete your Milan Sathi profile first.',
    error: 'profile_required',
  },
};

export const FREE_PLAN = freeMembershipPlan();

export function membership(overrides: Partial<MembershipStatus> = {}): MembershipStatus {
  return {
    plan: membershipPlan(),
    endsAt: '2027-03-12T18:29:59.000Z',
    contactViewsUsed: 12,
    contactViewsLeft: 238,
    requestsToday: 3,
    requestsLeftToday: 47,
    ...overrides,
  };
}

export const membershipReply = (overrides: Partial<MembershipStatus> = {}) => ({
  body: { success: true, data: membership(overrides) },
});

/** GET /api/verification: the latest request in `status` (null: never asked); verified once it was approved. */
export const verificationReply = (status: VerificationStatus | null): { body: VerificationStateResponse } => ({
  body: {
    success: true,
    verified: status === 'verified',
    verification:
      status === null
        ? null
        : {
            _id: recordId(),
            status,
            documentType: 'pan',
            documentNumber: 'XXXXXX234F',
            reason: status === 'rejected' ? 'The selfie is too dark to compare.' : '',
            hasFiles: status === 'pending',
            submittedAt: '2026-03-10T09:00:00.000Z',
            reviewedAt: status === 'pending' ? null : '2026-03-11T09:00:00.000Z',
          },
  },
});

export const FAMILY = 'GET /api/users/me/family';
export const INVITE_FAMILY = 'POST /api/users/me/family';
export const familyAcceptPath = (id: string) => `POST /api/users/me/family/${id}/accept`;
export const familyRemovePath = (id: string) => `DELETE /api/users/me/family/${id}`;

/** One of Asha's helpers as she sees it (issue 22): her mother, invited, mobile masked. */
export function familyMember(overrides: Partial<FamilyMember> = {}): FamilyMember {
  return {
    _id: recordId(),
    name: 'Sunita',
    relation: 'parent',
    mobile: 'XXXXXX3210',
    status: 'invited',
    createdAt: '2025-03-12T10:00:00.000Z',
    ...overrides,
  };
}

/** An account the signed-in person was invited to or helps with: Priya's, as her brother. */
export function familyAccount(overrides: Partial<FamilyAccount> = {}): FamilyAccount {
  return {
    _id: recordId(),
    accountId: '65f0a1b2c3d4e5f6a7b8aaaa',
    accountName: 'Priya S.',
    name: 'Rohan',
    relation: 'sibling',
    ...overrides,
  };
}

/** GET /api/users/me/family's answer. */
export const familyReply = ({
  members = [],
  invitations = [],
  accounts = [],
}: Partial<Omit<FamilyResponse, 'success'>> = {}) => ({
  body: { success: true, members, invitations, accounts } satisfies FamilyResponse,
});
