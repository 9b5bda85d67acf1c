import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterBody } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';

/**
 * POST /api/auth/register (SPEC §7) with the SPEC §3 registration body;
 * returns { token, user }. The first call texts an OTP to the mobile and
 * answers 409 with error 'otp_required' and its `challengeId`
 * (isOtpRequired); the same call with `otp` and that `challengeId` then
 * creates the account, or links e-mail + password to the number's account.
 */
export const registerAccount = (body: RegisterBody) => api.post<AuthResult>('/auth/register', body);

/** The server asks for the OTP it just sent to the mobile (the error's `challengeId` names it). */
export function isOtpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'otp_required';
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
