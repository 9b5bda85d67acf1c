/**
 * The Milan Sathi searches the bench measures and milan-plan.ts explains:
 * GET /api/users/search query strings on the 10,000 generated members.
 */
export interface MilanSearch {
  /** Short label for the bench table (≤ 44 characters with the prefix). */
  name: string;
  query: string;
  /** Searched by a signed-in bride with birth details (gender defaults to grooms; sort=match joins guna_scores). */
  asMember?: boolean;
}

export const MILAN_SEARCHES: readonly MilanSearch[] = [
  {
    name: 'F hindu 25–32 UP',
    query: 'gender=female&religion=hindu&ageMin=25&ageMax=32&state=Uttar+Pradesh',
  },
  {
    name: 'M tamil newest p3',
    query: 'gender=male&motherTongue=tamil&sort=newest&page=3',
  },
  {
    name: 'member: hindu 26–34 match',
    query: 'religion=hindu&ageMin=26&ageMax=34&sort=match',
    asMember: true,
  },
];

/**
 * One value for each filter of the search page (FILTER_KEYS of
 * apps/web/src/features/milan/search-params.ts), each held by some of the
 * generated members.
 */
export const FILTER_VALUES: Readonly<Record<string, string>> = {
  gender: 'male',
  ageMin: '25',
  ageMax: '35',
  heightMin: '165',
  heightMax: '182',
  religion: 'hindu',
  caste: 'Brahmin',
  motherTongue: 'hindi',
  maritalStatus: 'never_married',
  education: 'masters',
  occupation: 'software',
  incomeBand: '5-10',
  state: 'Uttar Pradesh',
  city: 'Lucknow',
  diet: 'vegetarian',
};

/**
 * Filter combinations for the plan check, as query strings: none, each
 * filter alone, all of them, and `sampled` more subsets picked by a fixed
 * multiplicative hash (the same every run; 2^15 subsets are too many to
 * explain one by one).
 */
export function filterCombinations(sampled = 48): string[] {
  const keys = Object.keys(FILTER_VALUES);
  const all = (1 << keys.length) - 1;
  const masks = new Set<number>([0, all, ...keys.map((_, bit) => 1 << bit)]);
  for (let i = 1; masks.size < keys.length + 2 + sampled; i += 1) masks.add((Math.imul(i, 2654435761) >>> 17) & all);
  return [...masks].map((mask) =>
    new URLSearchParams(keys.filter((_, bit) => mask & (1 << bit)).map((key) => [key, FILTER_VALUES[key]!])).toString(),
  );
}
