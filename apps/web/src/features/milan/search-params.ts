/**
 * The search page keeps its filters, sort and page in the address
 * (`/milan-sathi/search?religion=hindu&ageMin=25&page=2`), so back, forward
 * and a shared link show the same results. Values are read through the
 * contract's own field schemas (profileSearchQuerySchema): a hand-edited or
 * stale value is dropped rather than sent, and the request stays valid.
 */
import type { SEARCH_PREFERENCES } from '@seva/contracts';
import { profileSearchQuerySchema, type ProfileSearchQuery } from '@seva/contracts';

/** The filters of the form, in the order it shows them. */
export const FILTER_KEYS = [
  'gender',
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'religion',
  'caste',
  'motherTongue',
  'maritalStatus',
  'education',
  'occupation',
  'incomeBand',
  'state',
  'city',
  'diet',
  'manglik',
] as const satisfies ReadonlyArray<keyof ProfileSearchQuery>;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;
export type SearchSort = 'newest' | 'match';
/** Whose wishes the search follows: the member's partner preferences, or the filters only (issue 22). */
export type SearchPreferences = (typeof SEARCH_PREFERENCES)[number];

export type SearchState = { filters: Filters; sort: SearchSort; page: number; preferences: SearchPreferences };

/** Profiles a page: four rows of three on a laptop, and a short scroll on a phone. */
export const SEARCH_PAGE_SIZE = 12;

const shape = profileSearchQuerySchema.shape;

function valid(key: FilterKey, raw: string): string | undefined {
  const parsed = shape[key].safeParse(raw);
  return parsed.success && parsed.data !== undefined ? String(parsed.data) : undefined;
}

/**
 * The search the address asks for. `sort=match` needs a signed-in viewer,
 * so it reads as `newest` for a visitor; the page starts at 1. A member's
 * search follows their partner preferences unless the address says
 * `preferences=everyone`; a visitor has none. A range whose
 * ends are swapped keeps only its lower end (the API would refuse it).
 */
export function readSearch(params: URLSearchParams, loggedIn: boolean): SearchState {
  const filters: Filters = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    const value = raw === null ? undefined : valid(key, raw.trim());
    if (value !== undefined) filters[key] = value;
  }
  for (const [low, high] of [
    ['ageMin', 'ageMax'],
    ['heightMin', 'heightMax'],
  ] as const) {
    if (filters[low] !== undefined && filters[high] !== undefined && Number(filters[low]) > Number(filters[high])) {
      delete filters[high];
    }
  }
  const page = shape.page.safeParse(params.get('page') ?? undefined);
  const sort = loggedIn && params.get('sort') === 'match' ? 'match' : 'newest';
  const preferences = loggedIn && params.get('preferences') !== 'everyone' ? 'mine' : 'everyone';
  return { filters, sort, page: page.success ? page.data : 1, preferences };
}

/** The query of GET /api/users/search for `state`; `currentUserId` is the signed-in member, if any. */
export function searchRequestParams(
  state: SearchState,
  currentUserId: string | undefined,
): Record<string, string | number | undefined> {
  return {
    currentUserId,
    ...state.filters,
    sort: state.sort,
    preferences: state.preferences,
    page: state.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/** The address's query with one filter set ('' removes it), back on page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value.trim());
  next.delete('page');
  return next;
}

/** The address's query without any filter (the sort stays), back on page 1. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('page');
  return next;
}

/** The address's query on another page (page 1 is left out of the address). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The address's query with another sort, back on page 1 (newest, the default, is left out). */
export function withSort(params: URLSearchParams, sort: SearchSort): URLSearchParams {
  const next = new URLSearchParams(params);
  if (sort === 'newest') next.delete('sort');
  else next.set('sort', sort);
  next.delete('page');
  return next;
}

/** The address's query following the member's partner preferences or everyone, back on page 1 (mine is the default). */
export function withPreferences(params: URLSearchParams, preferences: SearchPreferences): URLSearchParams {
  const next = new URLSearchParams(params);
  if (preferences === 'mine') next.delete('preferences');
  else next.set('preferences', preferences);
  next.delete('page');
  return next;
}

/** How many filters are on (a range's two ends count as one each). */
export function activeFilterCount(filters: Filters): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== '').length;
}
