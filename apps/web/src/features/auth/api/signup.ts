import { useMutation } from '@tanstack/react-query';
import type { SignupBody, SignupResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/app/customer/user_signup (SPEC §7) with the SPEC §3 signup
 * payload; answers the `signupId` the OTP of that mobile completes.
 */
export const signup = (body: SignupBody) => api.post<SignupResponse>('/app/customer/user_signup', body);

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
