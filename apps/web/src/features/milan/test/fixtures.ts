/**
 * Test data for the Milan Sathi pages, shaped as the API answers it
 * (contracts ProfileCard, ProfileView, KundliMatch). Factories take
 * overrides; ids come from @/test/factories and the fake API that serves
 * them is `fakeApi` in @/test/fake-api.
 */
import type { KundliMatch, ProfileCard, ProfileSearchResponse, ProfileView } from '@seva/contracts';
import { milanProfileView } from '@/test/factories';
import { memberSummary } from '@/test/member-summary';

export const SEARCH = '/api/users/search';
export const FEATURED = '/api/users/featured';
export const CONNECT = '/api/connections/request';
export const profilePath = (id: string) => `/api/users/${id}`;
export const SHORTLIST = '/api/users/shortlist';
export const shortlistPath = (id: string) => `/api/users/${id}/shortlist`;

/** The member of @/test/member-summary as a search card: photos shown, no kundli score, not boosted or shortlisted. */
export function profileCard(overrides: Partial<ProfileCard> = {}): ProfileCard {
  return {
    ...memberSummary(),
    religion: 'hindu',
    caste: 'Iyer',
    heightCm: 160,
    education: 'masters',
    motherTongue: 'tamil',
    photosHidden: false,
    gunaScore: null,
    boosted: false,
    lastActive: null,
    shortlisted: false,
    ...overrides,
  };
}

/** A page of search results as GET /api/users/search answers it. */
export function searchPage(
  results: ProfileCard[],
  {
    total = results.length,
    page = 1,
    pageSize = 12,
    preferencesApplied = false,
  }: { total?: number; page?: number; pageSize?: number; preferencesApplied?: boolean } = {},
): ProfileSearchResponse {
  return { status: true, results, total, page, pageSize, preferencesApplied };
}

/** 24 of 36: every koota's points, in the classical order; neither is Manglik. */
export function kundliMatch(overrides: Partial<KundliMatch> = {}): KundliMatch {
  return {
    total: 24,
    max: 36,
    kootas: [
      { key: 'varna', points: 1, max: 1 },
      { key: 'vashya', points: 0.5, max: 2 },
      { key: 'tara', points: 1.5, max: 3 },
      { key: 'yoni', points: 3, max: 4 },
      { key: 'grahaMaitri', points: 4, max: 5 },
      { key: 'gana', points: 6, max: 6 },
      { key: 'bhakoot', points: 0, max: 7 },
      { key: 'nadi', points: 8, max: 8 },
    ],
    manglik: { mine: false, theirs: false, cancelled: false, verdict: 'no_dosha' },
    ...overrides,
  };
}

/**
 * Another member's profile as a signed-in free member sees it: photos
 * shown, contact locked behind a plan, a kundli score of 24, no connection.
 */
export const profileView = (overrides: Partial<ProfileView> = {}): ProfileView =>
  milanProfileView({ kundli: kundliMatch(), ...overrides });
