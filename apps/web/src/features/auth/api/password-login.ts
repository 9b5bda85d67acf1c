import { useMutation } from '@tanstack/react-query';
import type { AuthResult, PasswordLoginBody } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/login (SPEC §7) with e-mail and password; returns { token, user }. */
export const loginWithPassword = (body: PasswordLoginBody) => api.post<AuthResult>('/auth/login', body);

export function useLoginWithPassword() {
  return useMutation({ mutationFn: loginWithPassword });
}
