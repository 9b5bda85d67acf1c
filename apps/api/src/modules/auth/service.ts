/**
 * The auth module's public API: OTP login, sessions and signup. Each rule
 * lives in the file named beside it; routes and other modules import here.
 */
export { sendLoginOtp, type OtpSender } from './otp-send.js';
export { verifyLoginOtp, type LoginResult } from './otp-verify.js';
export { createSession, revokeSession, type ClientInfo } from './sessions.js';
export { signUp, type Signup } from './signup.js';
