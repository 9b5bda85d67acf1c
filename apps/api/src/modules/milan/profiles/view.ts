/**
 * GET /api/users/:id: a profile as its viewer may see it (the Milan Sathi
 * issue, privacy). The owner sees everything. Anyone else — a visitor or
 * another member — gets the surname's initial, the rashi and nakshatra but
 * not the birth date, time and place, photos only when the owner shows them
 * to everyone or has an accepted connection with the viewer (then with links
 * signed for the viewer, photos/photo-links.ts), the kundli score
 * with the viewer when it can be computed, and the contact details only with
 * a paid plan, an accepted connection and contact views left; and whether
 * the viewer shortlisted it (issue 22).
 */
import { httpErrors } from '@fastify/sensible';
import {
  ageOn,
  MESSAGES,
  type ConnectionState,
  type KundliMatch,
  type ProfilePhoto,
  type ProfileView,
} from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { withReason } from '../../../plugins/errors.js';
import { isBlockedBetween } from '../shared/blocks.js';
import { connectionStateBetween } from '../shared/connection-state.js';
import { contactAccess } from './contacts.js';
import { gunaMilan, manglikMatch } from '../kundli/index.js';
import { signPhotos, type PhotoLinks, type PhotoOwner } from '../photos/photo-links.js';
import { photoRequested } from '../photos/photo-requests.js';
import { listPhotos } from '../photos/photos.js';
import { lastActiveBucket } from '../profile-views/last-active.js';
import { findMember, findProfile, type Member } from '../shared/members.js';
import { isShortlisted } from '../shortlist/shortlist.js';
import type { MilanProfileRow } from '../tables.js';

/**
 * How complete a profile is for its owner's dashboard, out of 100. The
 * required fields (there once the profile is saved) count 30; the rest is
 * what makes a profile answered: a photo 20, birth time and place (the
 * kundli) 15, the "about" text 10, family details 10 (family type or values,
 * a parent's occupation or the native place), job title 5, education detail
 * 5, income band 5.
 */
export const COMPLETENESS_WEIGHTS = {
  required: 30,
  photo: 20,
  birthDetails: 15,
  about: 10,
  family: 10,
  jobTitle: 5,
  educationDetail: 5,
  incomeBand: 5,
} as const;

/** The completeness (0–100) of `profile` with `photoCount` photos, by COMPLETENESS_WEIGHTS. */
export function profileCompleteness(profile: MilanProfileRow, photoCount: number): number {
  const { family } = profile;
  const filled: Record<keyof typeof COMPLETENESS_WEIGHTS, boolean> = {
    required: true,
    photo: photoCount > 0,
    birthDetails: profile.birthTime !== null && profile.birthPlace !== null,
    about: profile.about.trim() !== '',
    family:
      family.familyType !== null ||
      family.familyValues !== null ||
      family.fatherOccupation !== '' ||
      family.motherOccupation !== '' ||
      family.nativePlace !== '',
    jobTitle: profile.jobTitle !== '',
    educationDetail: profile.educationDetail !== '',
    incomeBand: profile.incomeBand !== null,
  };
  const keys = Object.keys(COMPLETENESS_WEIGHTS) as (keyof typeof COMPLETENESS_WEIGHTS)[];
  return keys.reduce((sum, key) => sum + (filled[key] ? COMPLETENESS_WEIGHTS[key] : 0), 0);
}

type Moon = { rashi: number; nakshatra: number };
const moonOf = (profile: MilanProfileRow): Moon | null =>
  profile.moonRashi === null || profile.moonNakshatra === null
    ? null
    : { rashi: profile.moonRashi, nakshatra: profile.moonNakshatra };

/**
 * The kundli match of the viewer's profile with another: the guna milan
 * (bride → groom, the bride being the woman) and the Mangal dosha of both
 * (manglikMatch: both Manglik cancels), or why there is none.
 */
export function kundliBetween(
  viewer: MilanProfileRow | undefined,
  profile: MilanProfileRow,
): { kundli: KundliMatch | null; kundliMissing: ProfileView['kundliMissing'] } {
  if (!viewer) return { kundli: null, kundliMissing: 'viewer_incomplete' };
  if (viewer.gender === profile.gender) return { kundli: null, kundliMissing: 'same_gender' };
  const mine = moonOf(viewer);
  if (!mine) return { kundli: null, kundliMissing: 'viewer_incomplete' };
  const theirs = moonOf(profile);
  if (!theirs) return { kundli: null, kundliMissing: 'profile_incomplete' };
  const guna = viewer.gender === 'female' ? gunaMilan(mine, theirs) : gunaMilan(theirs, mine);
  return { kundli: { ...guna, manglik: manglikMatch(viewer.manglik, profile.manglik) }, kundliMissing: null };
}

/** The view's shared part: every profile field, with the birth data and photos as given. */
function baseView(member: Member, now: Date) {
  const {
    customerId,
    dateOfBirth,
    moonRashi,
    moonNakshatra,
    moonSignKey: _moonSignKey,
    // Shown with the kundli match only (kundliBetween), as the guna milan is.
    manglik: _manglik,
    birthTime,
    birthPlace,
    createdAt,
    boostedUntil: _boostedUntil,
    verifiedAt,
    suspendedAt: _suspendedAt,
    suspendedReason: _suspendedReason,
    browsePrivately: _browsePrivately,
    lastActiveAt,
    updatedAt: _updatedAt,
    ...fields
  } = member.profile;
  return {
    _id: customerId,
    firstName: member.firstName,
    age: ageOn(dateOfBirth, now),
    ...fields,
    dateOfBirth,
    birthTime,
    birthPlace,
    rashi: moonRashi,
    nakshatra: moonNakshatra,
    emailVerified: member.emailVerified,
    verified: verifiedAt !== null,
    lastActive: lastActiveBucket(lastActiveAt, now),
    createdAt: createdAt.toISOString(),
  };
}

const ownerOf = (member: Member): PhotoOwner => ({
  id: member.profile.customerId,
  photoVisibility: member.profile.photoVisibility,
});

/** The owner's own profile: every field, the contact, the completeness. 404 'profile_required' without one. */
async function ownView(db: Db, links: PhotoLinks, id: string, now: Date): Promise<ProfileView> {
  const member = await findMember(db, id);
  if (!member) throw withReason(httpErrors.notFound(MESSAGES.profileRequired), 'profile_required');
  const photos = signPhotos(links, await listPhotos(db, id), ownerOf(member), id, now);
  return {
    ...baseView(member, now),
    own: true,
    lastName: member.lastName,
    photos,
    photosHidden: false,
    kundli: null,
    kundliMissing: null,
    contact: { mobile: member.mobile, email: member.email },
    contactLock: null,
    connection: 'none',
    shortlisted: false,
    photoRequested: false,
    completeness: profileCompleteness(member.profile, photos.length),
  };
}

/** The surname cut to its initial ("Sharma" → "S."), '' when there is none. */
export const surnameInitial = (lastName: string) => {
  const initial = [...lastName.trim()][0];
  return initial ? `${initial.toUpperCase()}.` : '';
};

/**
 * Profile `id` as `viewerId` (null: a visitor) may see it at `now`. Throws
 * 404 MESSAGES.profileNotFound when another member's profile does not exist,
 * is suspended or a block stands between the two; 404 'profile_required' when
 * the viewer opens their own id without a profile. Showing a contact logs
 * the reveal (contactAccess).
 */
export async function getProfileView(
  db: Db,
  links: PhotoLinks,
  viewerId: string | null,
  id: string,
  now = new Date(),
): Promise<ProfileView> {
  if (viewerId === id) return ownView(db, links, id, now);
  const member = await findMember(db, id);
  if (!member || member.profile.suspendedAt !== null || (viewerId && (await isBlockedBetween(db, viewerId, id)))) {
    throw httpErrors.notFound(MESSAGES.profileNotFound);
  }
  const viewerProfile = viewerId ? await findProfile(db, viewerId) : undefined;
  const connection: ConnectionState = viewerId ? await connectionStateBetween(db, viewerId, id) : 'none';
  const photosHidden = member.profile.photoVisibility === 'connections' && connection !== 'accepted';
  const photos: ProfilePhoto[] = photosHidden
    ? []
    : signPhotos(links, await listPhotos(db, id), ownerOf(member), viewerId, now);
  const { kundli, kundliMissing } = viewerId
    ? kundliBetween(viewerProfile, member.profile)
    : { kundli: null, kundliMissing: 'login' as const };
  const contactLock = viewerId ? await contactAccess(db, viewerId, id, connection, now) : 'login';
  const shortlisted = viewerId ? await isShortlisted(db, viewerId, id) : false;
  return {
    ...baseView(member, now),
    own: false,
    lastName: surnameInitial(member.lastName),
    dateOfBirth: null,
    birthTime: null,
    birthPlace: null,
    photos,
    photosHidden,
    kundli,
    kundliMissing,
    contact: contactLock === null ? { mobile: member.mobile, email: member.email } : null,
    contactLock,
    connection,
    shortlisted,
    photoRequested: viewerId ? await photoRequested(db, viewerId, id) : false,
    completeness: null,
  };
}
