/**
 * The other member as connections, conversations and notifications show
 * them (contracts MemberSummary): a 27-year-old software engineer in
 * Lucknow with a photo, not verified. Override what the test is about.
 */
import type { MemberSummary } from '@seva/contracts';
import { mediaImage, recordId } from './factories';

export function memberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return {
    _id: recordId(),
    firstName: 'Ananya',
    age: 27,
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    occupation: 'software',
    jobTitle: 'Software engineer',
    photo: mediaImage('ananya', { folder: 'milan', height: 1600 }),
    verified: false,
    ...overrides,
  };
}
