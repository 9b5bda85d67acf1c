/**
 * The customers module's public API: other modules (auth, admin) and the CLI
 * import from here, never from `tables.ts` (DESIGN: modules). Each rule lives
 * in the file named beside it.
 */
export {
  createCustomer,
  customerIdsByMobile,
  insertMissingCustomers,
  lockCustomer,
  updateCustomer,
  findCustomerByEmail,
  findCustomerByMobile,
  findOrCreateCustomerByMobile,
  proveMobile,
  rememberLanguage,
  getCustomer,
  mobilesOf,
  toDetails,
  toProfile,
  type Executor,
  type NewCustomer,
} from './records.js';
export {
  issueEmailVerification,
  sendVerificationEmail,
  verifyEmailToken,
  type VerificationMailer,
} from './email-verification.js';
export { getOwnDetails, getOwnProfile, updateOwnProfile, type Actor, type ProfileUpdate } from './profile.js';
export { searchCustomers, type CustomerSearch } from './admin-search.js';
export {
  contactsOf,
  customerIdMatching,
  firstNameOf,
  verifiedEmailsToJoin,
  type CustomerContact,
} from './milan-lookup.js';
export { customersToJoin, type CustomersToJoin } from './joins.js';
export { InvalidMobileError, promoteToAdmin, type PromoteOutcome } from './promote.js';
export type { CustomerRow } from './tables.js';
export { exportCustomerData } from './customer-export.js';
export { anonymiseCustomer, erasedAmong, erasedCustomerIds, erasedMobileOf } from './erase.js';
