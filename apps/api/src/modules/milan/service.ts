/**
 * The Milan Sathi profiles module's public API (DESIGN: modules): what other
 * modules, the demo seed and the bench may call. Each rule lives in the file
 * named beside it; routes.ts wires them to HTTP.
 */
export { findMember, findProfile, type Executor, type Member } from './shared/members.js';
export {
  isBoosted,
  moonColumnsOf,
  requireOwnProfile,
  saveMilanProfile,
  updateUserAndProfile,
  type MoonColumns,
  type UserUpdate,
} from './profiles.js';
export { COMPLETENESS_WEIGHTS, getProfileView, kundliBetween, profileCompleteness, surnameInitial } from './view.js';
export {
  FEATURED_LIMIT,
  featuredProfiles,
  latestBirthDate,
  searchProfiles,
  searchStatements,
  type SearchQuery,
} from './search.js';
export { addPhoto, deletePhoto, listPhotos, primaryPhotosOf, setPrimaryPhoto } from './photos.js';
export { createPhotoLinks, type PhotoLinks } from './photo-links.js';
export { privatePhotoStore } from './photo-files.js';
export { moveLegacyPhotos, type LegacyPhotoMoves } from './legacy-photos.js';
export { blockMember, isBlockedBetween, notBlockedWith, unblockMember } from './blocks.js';
export { acceptedAmong, connectionStateBetween } from './shared/connection-state.js';
export {
  requestConnection,
  startOfIndiaDay,
  type ConnectionRequestBody,
  type ConnectionRequestOutcome,
} from './connections.js';
export { contactAccess, type ContactLock } from './contacts.js';
export { ensureGunaScores, gunaScoreRows, moonSignPairs } from './guna-scores.js';
export { FREE_PLAN_CODE } from './membership/plans.js';
export { endingMemberships, type EndingMembership } from './membership/expiry.js';
export { unreadByConversation, unreadMessageTotal } from './chat-counts.js';
