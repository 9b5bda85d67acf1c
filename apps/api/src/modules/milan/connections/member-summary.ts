/**
 * The other member as connections, conversations and notifications show
 * them (memberSummarySchema): first name, age, city, profession, primary
 * photo and the verified badge. The photo follows the profile's privacy
 * rule: a member who shows photos to connections only shows it here only
 * once the connection with the viewer is accepted, with links signed for the
 * viewer (photos/photo-links.ts).
 */
import { inArray } from 'drizzle-orm';
import { ageOn, type MemberSummary } from '@seva/contracts';
import { contactsOf } from '../../customers/service.js';
import { acceptedAmong } from '../shared/connection-state.js';
import type { PhotoLinks } from '../photos/photo-links.js';
import { primaryPhotosOf } from '../photos/photos.js';
import type { Executor } from '../shared/members.js';
import { milanProfiles } from '../tables.js';

/**
 * Summaries of members `ids` as `viewerId` sees them at `now`, by id. Ids
 * without a profile are left out (a suspended profile is still summarised:
 * callers decide whether to list it).
 */
export async function memberSummaries(
  db: Executor,
  links: PhotoLinks,
  viewerId: string,
  ids: readonly string[],
  now = new Date(),
): Promise<Map<string, MemberSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const [profiles, names, photos, accepted] = await Promise.all([
    db
      .select({
        id: milanProfiles.customerId,
        dateOfBirth: milanProfiles.dateOfBirth,
        city: milanProfiles.city,
        state: milanProfiles.state,
        occupation: milanProfiles.occupation,
        jobTitle: milanProfiles.jobTitle,
        photoVisibility: milanProfiles.photoVisibility,
        verifiedAt: milanProfiles.verifiedAt,
      })
      .from(milanProfiles)
      .where(inArray(milanProfiles.customerId, unique)),
    contactsOf(db, unique),
    primaryPhotosOf(db, unique),
    acceptedAmong(db, viewerId, unique),
  ]);
  return new Map(
    profiles.map((p) => {
      const photo = p.photoVisibility === 'everyone' || accepted.has(p.id) ? photos.get(p.id) : undefined;
      const summary: MemberSummary = {
        _id: p.id,
        firstName: names.get(p.id)?.firstName ?? '',
        age: ageOn(p.dateOfBirth, now),
        city: p.city,
        state: p.state,
        occupation: p.occupation,
        jobTitle: p.jobTitle,
        photo: photo ? links.sign(photo, p, viewerId, now) : null,
        verified: p.verifiedAt !== null,
      };
      return [p.id, summary];
    }),
  );
}
