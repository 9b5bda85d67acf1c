/**
 * "Delete my account" (issue 24): what still holds the deletion back
 * (GET /api/me/deletion), the code that confirms it (POST /api/me/deletion/otp)
 * and the deletion itself (POST /api/me/deletion).
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  DeleteAccountBody,
  DeleteAccountResponse,
  DeletionOtpResponse,
  DeletionStatusResponse,
} from '@seva/contracts';
import { api } from '@/lib/api-client';

export const deletionStatusQuery = () =>
  queryOptions({
    queryKey: ['me', 'deletion'] as const,
    queryFn: () => api.get<DeletionStatusResponse>('/me/deletion'),
  });

/** The open items that block deleting the account (fetched when `enabled`). */
export const useDeletionStatus = (enabled: boolean) => useQuery({ ...deletionStatusQuery(), enabled });

/** Sends the deletion code by SMS to the account's own mobile; answers its challenge id. */
export const useRequestDeletionOtp = () =>
  useMutation({ mutationFn: () => api.post<DeletionOtpResponse>('/me/deletion/otp') });

/** Deletes the account with the code. */
export const useDeleteAccount = () =>
  useMutation({ mutationFn: (body: DeleteAccountBody) => api.post<DeleteAccountResponse>('/me/deletion', body) });
