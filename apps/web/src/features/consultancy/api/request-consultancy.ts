/**
 * POST /api/app/customer/consultant_request (signed-in customer) `{ topic,
 * preferredLanguage, preferredTime, message }` → `{ status, message, data:
 * ConsultancyRequest }`; 409 with the server's message while an open request
 * on the same topic exists.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsultancyCreatedResponse, ConsultancyRequestBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { consultancyKeys } from './query-keys';

export const requestConsultancy = (body: ConsultancyRequestBody) =>
  api.post<ConsultancyCreatedResponse>('/app/customer/consultant_request', body);

export function useRequestConsultancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConsultancy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consultancyKeys.all }),
  });
}
