/**
 * POST /api/users/:id/report (reportBodySchema: reason, details, block) →
 * `{ success, message }` (MESSAGES.reportReceived): the signed-in member
 * reports `:id` to the admin queue and, with `block`, blocks them too.
 * 400 for oneself, 404 for a profile that does not exist.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportResponse, reportBodySchema } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { milanKeys } from './query-keys';

export type ReportValues = z.output<typeof reportBodySchema>;

export const reportProfile = (id: string, body: ReportValues) =>
  api.post<ReportResponse>(`/users/${encodeURIComponent(id)}/report`, body);

/** Reports a member; a report that also blocks forgets the results that may show them, as a block does. */
export function useReportProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportValues) => reportProfile(id, body),
    onSuccess: (_answer, body) => {
      if (!body.block) return;
      queryClient.removeQueries({ queryKey: [...milanKeys.all, 'search'] });
      queryClient.removeQueries({ queryKey: [...milanKeys.all, 'featured'] });
    },
  });
}
