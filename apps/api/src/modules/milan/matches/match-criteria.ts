/**
 * The two sides of a Milan Sathi match (issue 22), as SQL on the candidate's
 * milan_profiles row with placeholders, so one kept statement serves every
 * member:
 * - `unmetPreferences`: which of the member's partner preferences the
 *   candidate does not meet (a text[] of MATCH_CRITERIA names); a preference
 *   left as "any" is a null placeholder and always met.
 * - `acceptsMember`: the candidate's own partner preferences (the accepts…
 *   columns generated from partner_preferences) accept the member's age, height, religion,
 *   mother tongue, marital status, diet and state.
 * matchValues gives the placeholders' values from the member's profile.
 */
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { MATCH_CRITERIA, ageOn, englishPlaceName, placeName, type MatchCriterion } from '@seva/contracts';
import { latestBirthDate } from '../search/search-filters.js';
import { milanProfiles, type MilanProfileRow } from '../tables.js';

const p = milanProfiles;
const placeholder = (name: string) => sql.placeholder(name);

/** The candidate's `column` is in the member's list `name` (a text[] placeholder); null: any. */
const inList = (column: AnyColumn, name: string) => sql`coalesce(${column} = any(${placeholder(name)}::text[]), true)`;

/** Whether the candidate meets each of the member's preferences, by criterion. */
const MEETS: Record<MatchCriterion, SQL> = {
  age: sql`(${p.dateOfBirth} <= ${placeholder('bornBy')}::date and ${p.dateOfBirth} > ${placeholder('bornAfter')}::date)`,
  height: sql`(coalesce(${p.heightCm} >= ${placeholder('heightMin')}::int, true) and coalesce(${p.heightCm} <= ${placeholder('heightMax')}::int, true))`,
  religion: inList(p.religion, 'religions'),
  motherTongue: inList(p.motherTongue, 'motherTongues'),
  maritalStatus: inList(p.maritalStatus, 'maritalStatuses'),
  diet: inList(p.diet, 'diets'),
  state: inList(p.state, 'states'),
};

/** The candidate's age is in the member's range (placeholders `bornBy`, `bornAfter`): required in every mode. */
export const meetsAge = MEETS.age;

/**
 * Every preference of the member's met (strict mode): plain column comparisons on the candidate, cheap beside
 * the jsonb reads of acceptsMember, so the planner filters with them first.
 */
export const meetsEveryPreference = sql`(${sql.join(
  MATCH_CRITERIA.map((criterion) => MEETS[criterion]),
  sql` and `,
)})`;

/** The names of the member's preferences the candidate does not meet, as a text[] (age never: it is required). */
export const unmetPreferences = sql<MatchCriterion[]>`array_remove(array[${sql.join(
  MATCH_CRITERIA.filter((criterion) => criterion !== 'age').map(
    (criterion) => sql`case when ${MEETS[criterion]} then null else ${criterion} end`,
  ),
  sql`, `,
)}]::text[], null)`;

/** The candidate accepts any of `values` on their list preference `column` (a null list: any). */
const listAccepts = (column: AnyColumn, ...values: SQLWrapper[]) =>
  sql`coalesce(${column} && array[${sql.join(values, sql`, `)}]::text[], true)`;

/**
 * The candidate's own partner preferences accept the member (placeholders `my…`), read from the plain
 * columns generated from partner_preferences (tables.ts, accepts…).
 */
export const acceptsMember = sql`(${sql.join(
  [
    sql`${p.acceptsAgeMin} <= ${placeholder('myAge')}::int`,
    sql`${p.acceptsAgeMax} >= ${placeholder('myAge')}::int`,
    sql`coalesce(${p.acceptsHeightMin} <= ${placeholder('myHeight')}::int, true)`,
    sql`coalesce(${p.acceptsHeightMax} >= ${placeholder('myHeight')}::int, true)`,
    listAccepts(p.acceptsReligions, placeholder('myReligion')),
    listAccepts(p.acceptsMotherTongues, placeholder('myMotherTongue')),
    listAccepts(p.acceptsMaritalStatuses, placeholder('myMaritalStatus')),
    listAccepts(p.acceptsDiets, placeholder('myDiet')),
    // A state preference may be saved in either script (issue 21).
    listAccepts(p.acceptsStates, placeholder('myState'), placeholder('myStateInHindi')),
  ],
  sql` and `,
)})`;

/** The member's profile as matching reads it. */
export type MatchingProfile = Pick<
  MilanProfileRow,
  'dateOfBirth' | 'heightCm' | 'religion' | 'motherTongue' | 'maritalStatus' | 'diet' | 'state' | 'partnerPreferences'
>;

/** The partner-preferences list each list criterion reads. */
const LIST_OF = {
  religion: 'religions',
  motherTongue: 'motherTongues',
  maritalStatus: 'maritalStatuses',
  diet: 'diets',
  state: 'states',
} as const satisfies Record<Exclude<MatchCriterion, 'age' | 'height'>, string>;

/** A stated list preference, or null for "any". */
const listOrAny = <T extends string>(values: readonly T[]): T[] | null => (values.length > 0 ? [...values] : null);

/**
 * The placeholders' values for `member` on `now`'s date, and the preferences
 * they stated (MATCH_CRITERIA order; the age range always).
 */
export function matchValues(member: MatchingProfile, now: Date) {
  const wish = member.partnerPreferences;
  const lists = {
    religions: listOrAny(wish.religions),
    motherTongues: listOrAny(wish.motherTongues),
    maritalStatuses: listOrAny(wish.maritalStatuses),
    diets: listOrAny(wish.diets),
    states: listOrAny(wish.states.map(englishPlaceName)),
  };
  const stated = MATCH_CRITERIA.filter((criterion) => {
    if (criterion === 'age') return true;
    if (criterion === 'height') return wish.heightMin !== null || wish.heightMax !== null;
    return lists[LIST_OF[criterion]] !== null;
  });
  const values = {
    bornBy: latestBirthDate(wish.ageMin, now),
    bornAfter: latestBirthDate(wish.ageMax + 1, now),
    heightMin: wish.heightMin,
    heightMax: wish.heightMax,
    ...lists,
    myAge: ageOn(member.dateOfBirth, now),
    myHeight: member.heightCm,
    myReligion: member.religion,
    myMotherTongue: member.motherTongue,
    myMaritalStatus: member.maritalStatus,
    myDiet: member.diet,
    myState: member.state,
    myStateInHindi: placeName(member.state, 'hi'),
  };
  return { values, stated };
}
