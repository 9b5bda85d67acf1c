/**
 * The auth module's public API: OTP login, sessions, signup and e-mail +
 * password accounts. Each rule lives in the file named beside it; routes and
 * other modules import here.
 */
export { sendLoginOtp, type OtpSender } from './otp-send.js';
export { verifyLoginOtp, type LoginResult } from './otp-verify.js';
export { createSession, revokeSession, unrevokedSession, type ClientInfo } from './sessions.js';
export { requestSignup, type Signup } from './signup.js';
export { completeSignup, sendRegistrationMail } from './registration.js';
export { register, OTP_REQUIRED, type Registrar, type Registration } from './register.js';
export { loginWithPassword, passwordLockedUntil } from './password-login.js';
export { requestPasswordReset, resetPassword, type ResetMailer } from './password-reset.js';
export { assertStrongPassword, passwordScore } from './password-strength.js';
export { confirmWithOtp } from './otp-confirm.js';
export { eraseCustomerAuth } from './erase.js';
export { purgeSecurityLogs } from './retention.js';
