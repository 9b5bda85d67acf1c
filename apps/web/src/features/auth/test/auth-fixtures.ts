/** Answers of the e-mail + password calls for the auth feature's tests. */
import { MESSAGES, type AuthResult } from '@seva/contracts';

export const USER_ID = '0123456789abcdef01234567';

/** A `{ token, user }` answer of POST /api/auth/login or /register; `user` overrides merge. */
export function authResult(user: Partial<AuthResult['user']> = {}): AuthResult {
  return {
    token: 'jwt-from-password-login',
    user: {
      _id: USER_ID,
      firstName: 'Ananya',
      lastName: 'Rao',
      email: 'ananya@example.in',
      phone: '9876543210',
      emailVerified: false,
      hasProfile: false,
      ...user,
    },
  };
}

/** The API's error body under a failure status. */
export function apiError(status: number, message: string, error?: string) {
  return { status, body: { status: false, success: false, message, ...(error ? { error } : {}) } };
}

/** The challenge the register fixture's 409 names. */
export const CHALLENGE_ID = 'cmVnaXN0ZXItY2hhbGxlbmdl';

/** The first answer to every registration: the OTP went to the mobile, verify it with CHALLENGE_ID. */
export const otpRequired = {
  status: 409,
  body: { ...apiError(409, MESSAGES.otpRequiredToLink, 'otp_required').body, challengeId: CHALLENGE_ID },
};
