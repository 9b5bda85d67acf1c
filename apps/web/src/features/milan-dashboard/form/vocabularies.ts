/**
 * The contract vocabularies the edit form offers, keyed by the milanDashboard.json
 * object that words each value (`<vocabulary>.<value>`).
 */
import {
  DIETS,
  EDUCATION_LEVELS,
  FAMILY_TYPES,
  FAMILY_VALUES,
  INCOME_BANDS,
  MARITAL_STATUSES,
  MILAN_GENDERS,
  MOTHER_TONGUES,
  OCCUPATIONS,
  PROFILE_CREATORS,
  RELIGIONS,
} from '@seva/contracts';

export const VOCABULARIES = {
  creators: PROFILE_CREATORS,
  genders: MILAN_GENDERS,
  religions: RELIGIONS,
  motherTongues: MOTHER_TONGUES,
  maritalStatuses: MARITAL_STATUSES,
  educationLevels: EDUCATION_LEVELS,
  occupations: OCCUPATIONS,
  incomeBands: INCOME_BANDS,
  diets: DIETS,
  familyTypes: FAMILY_TYPES,
  familyValues: FAMILY_VALUES,
} as const satisfies Record<string, readonly string[]>;

export type Vocabulary = keyof typeof VOCABULARIES;
