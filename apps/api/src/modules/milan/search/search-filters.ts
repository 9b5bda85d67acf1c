/**
 * The filters of a Milan Sathi search (GET /api/users/search): each a plain
 * column comparison on milan_profiles with a placeholder of its own name, so
 * a kept statement (db/prepared.ts) serves every value of a filter set;
 * ages become date-of-birth bounds, caste and city compare in lower case, a
 * city in either script (place-names.ts in contracts).
 */
import { eq, gt, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MILAN_GENDERS,
  citySpellings,
  englishPlaceName,
  type PartnerPreferences,
  type profileSearchQuerySchema,
} from '@seva/contracts';
import { milanProfiles } from '../tables.js';

export type SearchQuery = z.output<typeof profileSearchQuerySchema>;

/**
 * The latest date of birth (YYYY-MM-DD) of someone at least `age` whole years
 * old on `now`'s UTC date — the way `ageOn` counts. 29 February maps to 28
 * February in a common year.
 */
export function latestBirthDate(age: number, now: Date): string {
  const year = now.getUTCFullYear() - age;
  const month = now.getUTCMonth();
  let day = new Date(Date.UTC(year, month, now.getUTCDate()));
  if (day.getUTCMonth() !== month) day = new Date(Date.UTC(year, month + 1, 0));
  return day.toISOString().slice(0, 10);
}

/** `column` is one of the placeholder `name`'s list of values (a text[]). */
const anyOf = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)}::text[])`;

/**
 * The optional filters of the search page, each a condition on milan_profiles
 * comparing a column with the placeholder of the filter's name (filterValues
 * gives the values: ages become date-of-birth bounds, caste and city lower case).
 */
export const FILTERS = {
  religion: (p) => eq(p.religion, sql.placeholder('religion')),
  ageMin: (p) => lte(p.dateOfBirth, sql.placeholder('ageMin')),
  ageMax: (p) => gt(p.dateOfBirth, sql.placeholder('ageMax')),
  heightMin: (p) => gte(p.heightCm, sql.placeholder('heightMin')),
  heightMax: (p) => lte(p.heightCm, sql.placeholder('heightMax')),
  caste: (p) => eq(sql`lower(${p.caste})`, sql.placeholder('caste')),
  motherTongue: (p) => eq(p.motherTongue, sql.placeholder('motherTongue')),
  maritalStatus: (p) => eq(p.maritalStatus, sql.placeholder('maritalStatus')),
  education: (p) => eq(p.education, sql.placeholder('education')),
  occupation: (p) => eq(p.occupation, sql.placeholder('occupation')),
  incomeBand: (p) => eq(p.incomeBand, sql.placeholder('incomeBand')),
  // The state is compared exactly (the pages offer INDIAN_STATES; one typed in Hindi is named in English first),
  // keeping the state + city index usable.
  state: (p) => eq(p.state, sql.placeholder('state')),
  // A member's city as typed, in Latin or Devanagari: the filter's city matches in either (issue 21).
  city: (p) => inArray(sql`lower(${p.city})`, [sql.placeholder('city'), sql.placeholder('cityInOtherScript')]),
  diet: (p) => eq(p.diet, sql.placeholder('diet')),
  // Mangal dosha (issue 22): `yes` true, `no` false; an unknown status (null) matches neither.
  manglik: (p) => eq(p.manglik, sql.placeholder('manglik')),
  // A member's partner preferences (preferences=mine, issue 22): each a list of the values they accept.
  religions: (p) => anyOf(p.religion, 'religions'),
  motherTongues: (p) => anyOf(p.motherTongue, 'motherTongues'),
  maritalStatuses: (p) => anyOf(p.maritalStatus, 'maritalStatuses'),
  diets: (p) => anyOf(p.diet, 'diets'),
  states: (p) => anyOf(p.state, 'states'),
} satisfies Record<string, (p: typeof milanProfiles) => SQL>;

export type FilterName = keyof typeof FILTERS;
/** The placeholders' values: one a filter, and the city's second spelling. */
type FilterValues = Partial<Record<FilterName | 'cityInOtherScript', string | number | boolean | string[]>>;

/** The values of the filters `query` sets (undefined: not set), as FILTERS compares them on `now`'s date. */
export function filterValues(query: SearchQuery, now: Date): FilterValues {
  const values: FilterValues = {
    religion: query.religion,
    ageMin: query.ageMin !== undefined ? latestBirthDate(query.ageMin, now) : undefined,
    ageMax: query.ageMax !== undefined ? latestBirthDate(query.ageMax + 1, now) : undefined,
    heightMin: query.heightMin,
    heightMax: query.heightMax,
    caste: query.caste?.toLowerCase(),
    motherTongue: query.motherTongue,
    maritalStatus: query.maritalStatus,
    education: query.education,
    occupation: query.occupation,
    incomeBand: query.incomeBand,
    state: query.state !== undefined ? englishPlaceName(query.state) : undefined,
    ...(query.city !== undefined && cityValues(query.city)),
    diet: query.diet,
    manglik: query.manglik !== undefined ? query.manglik === 'yes' : undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The filter values of `preferences` (a member's partner preferences), each
 * only where the search page's filter of that field is not set in `query`
 * (the member's own choice wins) and the preference is not "any" (an empty
 * list, no height bound). States are compared in English (issue 21).
 */
export function preferenceValues(preferences: PartnerPreferences, query: SearchQuery, now: Date): FilterValues {
  const list = <T extends string>(values: readonly T[], filterSet: unknown) =>
    values.length > 0 && filterSet === undefined ? [...values] : undefined;
  const values: FilterValues = {
    ageMin: query.ageMin === undefined ? latestBirthDate(preferences.ageMin, now) : undefined,
    ageMax: query.ageMax === undefined ? latestBirthDate(preferences.ageMax + 1, now) : undefined,
    heightMin: query.heightMin === undefined ? (preferences.heightMin ?? undefined) : undefined,
    heightMax: query.heightMax === undefined ? (preferences.heightMax ?? undefined) : undefined,
    religions: list(preferences.religions, query.religion),
    motherTongues: list(preferences.motherTongues, query.motherTongue),
    maritalStatuses: list(preferences.maritalStatuses, query.maritalStatus),
    diets: list(preferences.diets, query.diet),
    states: list(preferences.states.map(englishPlaceName), query.state ?? query.city),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The city filter's two placeholders: the city lower-cased as typed and in the other script. */
function cityValues(city: string): Pick<FilterValues, 'city' | 'cityInOtherScript'> {
  const [typed, other] = citySpellings(city);
  return { city: typed, cityInOtherScript: other };
}

/**
 * The WHERE conditions of a search shape (beyond who may see whom): the gender
 * (placeholder `gender`, or both genders) and the filters set.
 */
export function filterConditions(shape: { gender: boolean; filters: readonly FilterName[] }): {
  gender: SQL;
  filters: SQL[];
} {
  const p = milanProfiles;
  return {
    // Both genders, spelled out (every profile has one of them), keep milan_profiles_search_idx usable.
    gender: shape.gender ? eq(p.gender, sql.placeholder('gender')) : inArray(p.gender, [...MILAN_GENDERS]),
    filters: shape.filters.map((name) => FILTERS[name](p)),
  };
}
