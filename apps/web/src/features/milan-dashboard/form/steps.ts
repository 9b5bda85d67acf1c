/**
 * The edit-profile steps in order and the form fields each one checks before
 * the member moves on. The photos step holds only the photo privacy choice;
 * its uploads are separate calls.
 */
import type { FieldPath } from 'react-hook-form';
import { paths } from '@/config/paths';
import type { EditProfileValues } from './edit-profile-schema';

export const EDIT_STEPS = ['basics', 'religion', 'career', 'family', 'kundli', 'partner', 'photos'] as const;
export type EditStep = (typeof EDIT_STEPS)[number];

/** The last step whose fields go into the profile body (the photos step follows it). */
export const LAST_DATA_STEP: EditStep = 'partner';

export const STEP_FIELDS: Record<EditStep, FieldPath<EditProfileValues>[]> = {
  basics: [
    'matrimony.createdBy',
    'matrimony.gender',
    'firstName',
    'lastName',
    'matrimony.dateOfBirth',
    'matrimony.heightCm',
    'matrimony.maritalStatus',
    'matrimony.motherTongue',
  ],
  religion: ['matrimony.religion', 'matrimony.caste', 'matrimony.subCaste', 'matrimony.gotra'],
  career: [
    'matrimony.education',
    'matrimony.educationDetail',
    'matrimony.occupation',
    'matrimony.jobTitle',
    'matrimony.incomeBand',
  ],
  family: ['matrimony.family', 'matrimony.diet', 'matrimony.state', 'matrimony.city', 'matrimony.about'],
  kundli: ['matrimony.birthTime', 'matrimony.birthPlace'],
  partner: ['matrimony.partnerPreferences'],
  photos: ['matrimony.photoVisibility'],
};

export function isEditStep(value: string | null): value is EditStep {
  return EDIT_STEPS.some((step) => step === value);
}

/** The step a field path belongs to ('matrimony.family.brothers' → 'family'). */
export function stepOfField(path: string): EditStep | undefined {
  return EDIT_STEPS.find((step) => STEP_FIELDS[step].some((field) => path === field || path.startsWith(`${field}.`)));
}

/** The edit page opened at `step` (/dashboard/edit-profile?step=kundli). */
export const editStepPath = (step: EditStep) => `${paths.dashboard.editProfile}?step=${step}`;
