/**
 * Test data for the Milan Sathi pages, shaped as the API answers it
 * (contracts ProfileCard, ProfileView, KundliMatch). Factories take
 * overrides; ids come from @/test/factories and the fake API that serves
 * them is `fakeApi` in @/test/fake-api.
 */
import type { KundliMatch, ProfileCard, ProfileSearchResponse, ProfileView } from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';

export const SEARCH = '/api/users/search';
export const FEATURED = '/api/users/featured';
export const CONNECT = '/api/connections/request';
export const profilePath = (id: string) => `/api/users/${id}`;

export const profilePhoto = (name: string, isPrimary = false) => ({
  _id: recordId(),
  image: mediaImage(name, { folder: 'milan', height: 1600 }),
  isPrimary,
});

/** A 27-year-old software engineer in Lucknow with a photo; no kundli score, not boosted. */
export function profileCard(overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    _id: recordId(),
    firstName: 'Ananya',
    age: 27,
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    occupation: 'software',
    jobTitle: 'Software engineer',
    photo: mediaImage('ananya', { folder: 'milan', height: 1600 }),
    photosHidden: false,
    gunaScore: null,
    boosted: false,
    ...overrides,
  };
}

/** A page of search results as GET /api/users/search answers it. */
export function searchPage(
  results: ProfileCard[],
  { total = results.length, page = 1, pageSize = 12 }: { total?: number; page?: number; pageSize?: number } = {},
): ProfileSearchResponse {
  return { status: true, results, total, page, pageSize };
}

/** 24 of 36: every koota's points, in the classical order. */
export function kundliMatch(overrides: Partial<KundliMatch> = {}): KundliMatch {
  return {
    total: 24,
    max: 36,
    kootas: [
      { key: 'varna', points: 1, max: 1 },
      { key: 'vashya', points: 2, max: 2 },
      { key: 'tara', points: 1.5, max: 3 },
      { key: 'yoni', points: 3, max: 4 },
      { key: 'grahaMaitri', points: 4, max: 5 },
      { key: 'gana', points: 6, max: 6 },
      { key: 'bhakoot', points: 0, max: 7 },
      { key: 'nadi', points: 6.5, max: 8 },
    ],
    ...overrides,
  };
}

/**
 * Another member's profile as a signed-in free member sees it: photos
 * shown, contact locked behind a plan, a kundli score of 24, no connection.
 */
export function profileView(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    _id: recordId(),
    own: false,
    firstName: 'Ananya',
    lastName: 'S.',
    age: 27,
    createdBy: 'parent',
    gender: 'female',
    dateOfBirth: null,
    heightCm: 163,
    religion: 'hindu',
    caste: 'Agarwal',
    subCaste: '',
    gotra: 'Garg',
    motherTongue: 'hindi',
    maritalStatus: 'never_married',
    education: 'masters',
    educationDetail: 'M.Tech, IIT Kanpur',
    occupation: 'software',
    jobTitle: 'Software engineer',
    incomeBand: '10-20',
    diet: 'vegetarian',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    about: 'I love classical music and long walks by the Gomti.',
    family: {
      familyType: 'joint',
      familyValues: 'moderate',
      fatherOccupation: 'Retired bank manager',
      motherOccupation: 'Teacher',
      brothers: 1,
      sisters: 0,
      nativePlace: 'Varanasi',
    },
    partnerPreferences: {
      ageMin: 27,
      ageMax: 33,
      heightMin: 168,
      heightMax: null,
      religions: ['hindu'],
      motherTongues: [],
      maritalStatuses: ['never_married'],
      diets: ['vegetarian'],
      states: ['Uttar Pradesh', 'Delhi'],
      about: '',
    },
    birthTime: null,
    birthPlace: null,
    photoVisibility: 'everyone',
    photos: [profilePhoto('ananya-2'), profilePhoto('ananya-1', true)],
    photosHidden: false,
    rashi: 3,
    nakshatra: 7,
    emailVerified: true,
    kundli: kundliMatch(),
    kundliMissing: null,
    contact: null,
    contactLock: 'membership',
    connection: 'none',
    completeness: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}
