/**
 * What the own profile still lacks, each with the edit step that adds it, for
 * the dashboard's completeness card. The server counts the percentage
 * (`completeness`); this names the optional parts a family reads first.
 */
import type { ProfileView } from '@seva/contracts';
import type { EditStep } from './steps';

export type MissingPart = 'photo' | 'community' | 'career' | 'family' | 'about' | 'kundli' | 'partner';

export const MISSING_PART_STEP: Record<MissingPart, EditStep> = {
  photo: 'photos',
  community: 'religion',
  career: 'career',
  family: 'family',
  about: 'family',
  kundli: 'kundli',
  partner: 'partner',
};

/** The missing parts, in the order of the edit steps' importance to a match: photo first. */
export function missingParts(profile: ProfileView): MissingPart[] {
  const { family, partnerPreferences: wants } = profile;
  const checks: Array<[MissingPart, boolean]> = [
    ['photo', profile.photos.length === 0],
    ['kundli', !profile.birthTime || !profile.birthPlace],
    ['about', profile.about.trim() === ''],
    ['community', profile.caste.trim() === '' || profile.gotra.trim() === ''],
    ['career', profile.jobTitle.trim() === '' || profile.educationDetail.trim() === '' || profile.incomeBand === null],
    ['family', family.familyType === null || family.familyValues === null || family.nativePlace.trim() === ''],
    [
      'partner',
      wants.religions.length +
        wants.motherTongues.length +
        wants.maritalStatuses.length +
        wants.diets.length +
        wants.states.length ===
        0 &&
        wants.heightMin === null &&
        wants.heightMax === null &&
        wants.about.trim() === '',
    ],
  ];
  return checks.filter(([, missing]) => missing).map(([part]) => part);
}
