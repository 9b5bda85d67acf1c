import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MessageResponse, forgotPasswordBodySchema } from '@seva/contracts';
import { api } from '@/lib/api-client';

type ForgotPasswordBody = z.input<typeof forgotPasswordBodySchema>;

/** POST /api/auth/forgot-password { email }: always { message } (it never says whether the e-mail has an account). */
export const forgotPassword = (body: ForgotPasswordBody) => api.post<MessageResponse>('/auth/forgot-password', body);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
