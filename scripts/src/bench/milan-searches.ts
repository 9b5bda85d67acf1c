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
