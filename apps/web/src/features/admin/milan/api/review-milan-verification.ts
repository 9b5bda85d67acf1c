/**
 * PATCH /api/admin/milan/verifications/:id `{ status: 'verified' }` or
 * `{ status: 'rejected', reason }` → `{ message, data: AdminVerification }`.
 * 409 when another admin reviewed it first; the list reloads either way.
 */
import { useMutation } from '@tanstack/react-query';
import type { AdminVerificationResponse, AdminVerificationReviewBody } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanVerificationsKey } from './milan-query-keys';
import { useQueueReload } from './milan-queue-reload';

export type MilanVerificationReview = { id: string } & AdminVerificationReviewBody;

export const reviewMilanVerification = ({ id, ...body }: MilanVerificationReview) =>
  api.patch<AdminVerificationResponse>(`/admin/milan/verifications/${encodeURIComponent(id)}`, body);

export function useReviewMilanVerification() {
  const reload = useQueueReload(milanVerificationsKey);
  return useMutation({ mutationFn: reviewMilanVerification, ...reload });
}
