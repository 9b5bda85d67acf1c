/**
 * Pages whose feature ships in a later issue, each with its own copy in
 * coming-soon.json (features.<key>.title / .description).
 */
export const COMING_SOON_FEATURES = ['generic', 'formData', 'vsscm', 'flights'] as const;

export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];
