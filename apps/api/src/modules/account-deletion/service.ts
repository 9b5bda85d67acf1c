/** The account-deletion module's public API (issue 24): what may block a deletion, the OTP and the deletion. */
export { deletionBlockers, longDate } from './blockers.js';
export { deleteAccount, sendDeletionOtp, type Deleter, type DeletionDeps } from './deletion.js';
