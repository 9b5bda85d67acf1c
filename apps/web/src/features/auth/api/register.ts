import { useMutation } from '@tanstack/react-query';
import type { AuthResult, RegisterBody } from '@seva/contracts';
import { ApiError, api } from '@/lib/api-client';

/**
 * POST /api/auth/register (SPEC §7) with the SPEC §3 registration body;
 * returns { token, user }. When the mobile already has an account the server
 * texts it an OTP and answers 409 with error 'otp_required' (isOtpRequired);
 * the same call with `otp` then links e-mail + password to that account.
 */
export const registerAccount = (body: RegisterBody) => api.post<AuthResult>('/auth/register', body);

/** The server asks for the OTP it just sent to the mobile, to link this registration to that account. */
export function isOtpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.reason === 'otp_required';
}

export function useRegisterAccount() {
  return useMutation({ mutationFn: registerAccount });
}
