import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordBody } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password { token, password } with the e-mailed link's token; returns { message }. */
export const resetPassword = (body: ResetPasswordBody) => api.post<MessageResponse>('/auth/reset-password', body);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
