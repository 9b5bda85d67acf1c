/**
 * POST /api/verification (multipart: `documentType`, `documentNumber`, then
 * the images `document` and `selfie`) → `{ success, message, verification }`,
 * the new pending request. Reports upload progress 0–1. Fails with the
 * server's message: 409 while one is pending, once verified, or without a
 * Milan Sathi profile (`error: 'profile_required'`); 400/413 for a wrong or
 * too large image.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  normaliseIdNumber,
  type VerificationFields,
  type VerificationStateResponse,
  type VerificationSubmitResponse,
} from '@seva/contracts';
import { api } from '@/lib/api-client';
import { verificationKeys } from './query-keys';

export type SubmitVariables = VerificationFields & {
  document: File;
  selfie: File;
  onProgress?: (fraction: number) => void;
};

export function submitVerification({ documentType, documentNumber, document, selfie, onProgress }: SubmitVariables) {
  const form = new FormData();
  // Text fields first, so the server knows what it reads before the files stream in.
  form.append('documentType', documentType);
  form.append('documentNumber', normaliseIdNumber(documentNumber));
  form.append('document', document);
  form.append('selfie', selfie);
  return api.upload<VerificationSubmitResponse>('/verification', form, onProgress);
}

/** Sends the request; the state shows it as pending at once, and a failure re-reads where things stand. */
export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (response) => {
      queryClient.setQueryData<VerificationStateResponse>(verificationKeys.state, (state) => ({
        success: true,
        verified: state?.verified ?? false,
        verification: response.verification,
      }));
    },
    // A 409 means the state on screen is out of date (pending or verified elsewhere).
    onError: () => queryClient.invalidateQueries({ queryKey: verificationKeys.state }),
  });
}
