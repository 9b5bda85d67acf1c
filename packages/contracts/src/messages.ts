/**
 * The message catalogue: SPEC §5 validation warnings and SPEC §8 defaults and
 * success toasts, word for word. The web shows a server `message` when present,
 * else the default named here. Hindi for every key is in messages-hi.ts.
 */
export const MESSAGES = {
  // SPEC §5 validation
  provideMobile: 'Please provide mobile number.',
  enterOtp: 'Please Enter OTP.',
  enterFirstName: 'Please enter first name',
  enterEmail: 'Please enter email',
  enterNumber: 'Please enter number.',
  selectPlanOrAmount: 'Please select plan or enter recharge amount.',
  missingVerificationToken: 'Invalid or missing verification token.',
  confirmDeleteAddress: 'Are you sure? You want to delete!!!',
  confirmConsultancy: 'Are you sure? You want to request a consultancy?',
  pleaseLogin: 'Please login',

  // SPEC §8 defaults
  failedToSendOtp: 'Failed To Sent OTP.',
  failedToLogin: 'Failed To Login',
  failedToRegister: 'Failed To Registered.',
  failedToUpdateProfile: 'Failed to update profile.',
  failedToCreateAddress: 'Failed to create customer address.',
  failedToUpdateAddress: 'Failed to update customer address.',
  failedToDeleteAddress: 'Failed to delete customer address.',
  paymentFailed: 'Payment Failed.',
  bookingFailed: 'Booking failed.',
  somethingWentWrong: 'Something went wrong.',
  connectionFailed: 'Connection failed',
  failedToLogout: 'Failed To Logout',
  emailVerificationFailed: 'Email verification failed. Try again later.',

  // SPEC §8 success
  otpSent: 'OTP Sent Successfully.',
  loggedIn: 'You are logged in successfully.',
  registered: "You've registered successfully!",
  profileUpdated: 'Profile updated successfully!',
  addressCreated: 'Address created successfully.',
  addressUpdated: 'Address updated successfully.',
  addressDeleted: 'Address deleted successfully.',
  loggedOut: 'Logout successfully.',

  // Server messages for rules SPEC leaves to the server
  invalidMobile: 'Please enter a valid 10-digit Indian mobile number.',
  otpInvalid: 'The OTP is incorrect. Please check the code and try again.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  emailVerified: 'Your email has been verified.',
  verificationTokenExpired: 'This verification link has expired. Please sign up or request a new link.',
  verificationTokenUsed: 'This verification link was already used. Please log in.',
  unauthorized: 'Please login to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  phoneAlreadyRegistered: 'An account with this mobile number already exists. Please log in with OTP.',
  emailAlreadyRegistered: 'An account with this email already exists. Please log in.',
  paymentNotFound: 'We could not find this payment. Please start the payment again.',
  paymentSignatureInvalid: 'We could not verify this payment. If money was deducted, it will be refunded.',
  paymentAlreadyUsed: 'This payment has already been used.',
  paymentNotCompleted: 'This payment was not completed. Please pay again.',
  paymentCapturedLate: 'This payment arrived after the order had closed, so it is being refunded. Please pay again.',
  paymentAmountMismatch: 'The amount paid does not match the price. The payment will be refunded.',

  // Milan Sathi accounts, profiles and membership
  loggedOutEverywhere: 'You are logged out on every device.',
  otpRequiredToLink: 'We have sent an OTP to this mobile number. Enter it to confirm the number is yours.',
  passwordAccountLocked:
    'Too many wrong passwords for this account. Please log in with the OTP sent to your mobile, or reset your password.',
  accountAlreadyHasPassword: 'This mobile number already has an email login. Please log in, or reset your password.',
  wrongEmailOrPassword: 'The email or password is incorrect.',
  passwordTooWeak: 'This password is easy to guess. Add more words, numbers or symbols.',
  passwordResetSent: 'If an account exists for this email, we have sent a link to reset the password.',
  passwordResetDone: 'Your password has been changed. Please log in.',
  passwordResetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  profileNotFound: 'This profile is not available.',
  profileRequired: 'Please complete your Milan Sathi profile first.',
  photoLimit: 'You can have at most 6 photos. Delete one to add another.',
  photoAdded: 'Photo added.',
  photoUpdated: 'Photos updated.',
  blocked: 'You have blocked this member. They will not see you and you will not see them.',
  unblocked: 'You have unblocked this member.',
  connectionSent: 'Your interest has been sent.',
  connectionDuplicate: 'You have already sent an interest to this member.',
  connectionDailyLimit:
    'You have sent as many interests as your plan allows today. Upgrade your plan or try again tomorrow.',
  membershipActivated: 'Your membership is active.',
  planNotFound: 'This plan is not available.',
  accountSuspended: 'Your Milan Sathi profile is suspended. Please contact support.',
  connectionAccepted: 'Interest accepted. You can now message each other.',
  connectionDeclined: 'Interest declined.',
  connectionCancelled: 'Your interest has been withdrawn.',
  connectionNotFound: 'This interest is not available any more.',
  connectionNotPending: 'This interest has already been answered.',
  reportReceived: 'Thank you. Our team will review this profile within 24 hours.',
  conversationNotFound: 'This conversation is not available.',
  messagingNeedsPlan: 'Upgrade your plan to start a conversation. You can reply once they write to you.',
  verificationSubmitted: 'Your documents have been submitted. We will verify them within 48 hours.',
  verificationPending: 'Your verification is already being reviewed.',
  alreadyVerified: 'Your profile is already verified.',
  verificationReviewed: 'This verification has already been reviewed.',
  notificationNotFound: 'This notification is not available.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/**
 * Messages that carry a value (a wait in whole seconds or minutes, a name, an
 * amount): each a function of its values that only writes them in, so the
 * API can read a filled-in text back (translate-message.ts). Hindi beside
 * them in messages-hi.ts.
 */
export const MESSAGE_TEMPLATES = {
  passwordLocked: (minutes: number) =>
    `Too many wrong passwords. Please try again in ${minutes} minutes or reset your password.`,
  resend: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  tooManySends: (minutes: number) => `Too many OTP requests for this number. Please try again in ${minutes} minutes.`,
  tooManyTries: (minutes: number) => `Too many wrong attempts for this number. Please try again in ${minutes} minutes.`,
  tooManySendsFromIp: (minutes: number) =>
    `Too many OTP requests from this network. Please try again in ${minutes} minutes.`,
};

/** OTP resend / lock messages that carry a wait, in whole seconds or minutes. */
export const waitMessage = {
  passwordLocked: MESSAGE_TEMPLATES.passwordLocked,
  resend: MESSAGE_TEMPLATES.resend,
  tooManySends: MESSAGE_TEMPLATES.tooManySends,
  tooManyTries: MESSAGE_TEMPLATES.tooManyTries,
  tooManySendsFromIp: MESSAGE_TEMPLATES.tooManySendsFromIp,
};
