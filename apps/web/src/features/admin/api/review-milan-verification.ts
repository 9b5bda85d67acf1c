/**
 * PATCH /api/admin/milan/verifications/:id `{ status: 'verified' }` or
 * `{ status: 'rejected', reason }` → `{ message, data: AdminVerification }`.
 * 409 when another admin reviewed it first; the list reloads either way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification, AdminVerificationReviewBody } from '@seva/contracts';
import { api, ApiError } from '@/lib/api-client';
import type { Saved } from './content-resource';
import { milanVerificationsKey } from './milan-query-keys';

export type MilanVerificationReview = { id: string } & AdminVerificationReviewBody;

export const reviewMilanVerification = ({ id, ...body }: MilanVerificationReview) =>
  api.patch<Saved<AdminVerification>>(`/admin/milan/verifications/${encodeURIComponent(id)}`, body);

export function useReviewMilanVerification() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: milanVerificationsKey });
  return useMutation({
    mutationFn: reviewMilanVerification,
    onSuccess: reload,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void reload();
    },
  });
}
