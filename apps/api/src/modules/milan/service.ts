/**
 * The Milan Sathi profiles module's public API (DESIGN: modules): what other
 * modules, the demo seed and the bench may call. Each rule lives in the file
 * named beside it, in the sub-module that owns it (profiles/, search/,
 * photos/, kundli/, connections/, chat/, verification/, reports/,
 * membership/, shortlist/, match-emails/; shared/ what several of them read); each sub-module's
 * routes.ts (and admin-routes.ts) wires them to HTTP.
 */
export { findMember, findProfile, type Executor, type Member } from './shared/members.js';
export {
  isBoosted,
  birthChartColumnsOf,
  moonColumnsOf,
  requireOwnProfile,
  saveMilanProfile,
  updateUserAndProfile,
  type BirthChartColumns,
  type MoonColumns,
  type UserUpdate,
} from './profiles/profiles.js';
export {
  COMPLETENESS_WEIGHTS,
  getProfileView,
  kundliBetween,
  profileCompleteness,
  surnameInitial,
} from './profiles/view.js';
export {
  FEATURED_LIMIT,
  featuredProfiles,
  latestBirthDate,
  searchProfiles,
  type SearchQuery,
} from './search/search.js';
export { addPhoto, deletePhoto, listPhotos, primaryPhotosOf, setPrimaryPhoto } from './photos/photos.js';
export { createPhotoLinks, type PhotoLinks } from './photos/photo-links.js';
export { photoRequested, requestPhotos } from './photos/photo-requests.js';
export { privatePhotoStore } from './photos/photo-files.js';
export { moveLegacyPhotos, type LegacyPhotoMoves } from './photos/legacy-photos.js';
export { blockMember, isBlockedBetween, notBlockedWith, unblockMember } from './shared/blocks.js';
export { acceptedAmong, connectionStateBetween } from './shared/connection-state.js';
export {
  requestConnection,
  startOfIndiaDay,
  type ConnectionRequestBody,
  type ConnectionRequestOutcome,
} from './connections/connections.js';
export { contactAccess, type ContactLock } from './profiles/contacts.js';
export {
  listProfileViews,
  noteProfileVisit,
  recordProfileView,
  setBrowsePrivately,
} from './profile-views/profile-views.js';
export { lastActiveBucket, touchLastActive } from './profile-views/last-active.js';
export { addToShortlist, isShortlisted, listShortlist, removeFromShortlist } from './shortlist/shortlist.js';
export { ensureGunaScores, gunaScoreRows, moonSignPairs } from './kundli/guna-scores.js';
/** The Lahiri ayanamsa (kundli/moon.ts), which today's panchang reckons the sidereal Moon with. */
export { lahiriAyanamsa } from './kundli/moon.js';
export { sendMatchDigests, type DigestPass } from './match-emails/digest.js';
export { FREE_PLAN_CODE } from './membership/plans.js';
export { endingMemberships, type EndingMembership } from './membership/expiry.js';
export { unreadByConversation, unreadMessageTotal } from './chat/chat-counts.js';
// The console's overview counts what waits for the trust and safety desk.
export { countOpenReports } from './reports/admin-reports.js';
export { countPendingVerifications } from './verification/admin-verifications.js';
export { exportMilanData as exportCustomerData } from './profiles/data-export.js';
export { eraseMilanMember, removeMemberFiles, type MemberFiles } from './erase/erase.js';
