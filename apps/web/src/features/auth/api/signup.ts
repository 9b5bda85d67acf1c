import { useMutation } from '@tanstack/react-query';
import type { SignupBody } from '@seva/contracts';
import { api } from '@/lib/api-client';

type SignupResponse = { status: boolean; message: string };

/** POST /api/app/customer/user_signup (SPEC §7) with the SPEC §3 signup payload. */
export const signup = (body: SignupBody) => api.post<SignupResponse>('/app/customer/user_signup', body);

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
