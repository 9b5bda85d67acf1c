import { useMutation } from '@tanstack/react-query';
import type { UserLoginBody, UserLoginResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/app/customer/user_login (SPEC §7): texts a 4-digit code to the
 * number; answers the `challengeId` to verify that code with.
 */
export const sendOtp = (body: UserLoginBody) => api.post<UserLoginResponse>('/app/customer/user_login', body);

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
