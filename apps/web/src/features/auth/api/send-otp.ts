import { useMutation } from '@tanstack/react-query';
import type { UserLoginBody } from '@seva/contracts';
import { api } from '@/lib/api-client';

type SendOtpResponse = { status: boolean; message: string };

/** POST /api/app/customer/user_login (SPEC §7): texts a 4-digit code to the number. */
export const sendOtp = (body: UserLoginBody) => api.post<SendOtpResponse>('/app/customer/user_login', body);

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
