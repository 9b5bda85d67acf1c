/**
 * Pages whose feature ships in a later issue, each with its own copy in
 * coming-soon.json (features.<key>.title / .description).
 */
export const COMING_SOON_FEATURES = [
  'generic',
  'formData',
  'vsscm',
  'flights',
  'connections',
  'messages',
  'conversation',
  'notifications',
  'verification',
] as const;

export type ComingSoonFeature = (typeof COMING_SOON_FEATURES)[number];

/** Account pages point to the profile, which works today; the rest to About us. */
export const ACCOUNT_FEATURES: ReadonlySet<ComingSoonFeature> = new Set([
  'connections',
  'messages',
  'conversation',
  'notifications',
  'verification',
]);
