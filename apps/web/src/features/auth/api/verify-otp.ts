import { useMutation } from '@tanstack/react-query';
import type { OtpVerifyBody, OtpVerifyResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/app/customer/otp_verify (SPEC §7, plus `challengeId` and `signupId`):
 * returns data { phone, accessToken, _id, deviceToken }.
 */
export const verifyOtp = (body: OtpVerifyBody) => api.post<OtpVerifyResponse>('/app/customer/otp_verify', body);

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
