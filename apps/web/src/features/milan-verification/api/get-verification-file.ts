/**
 * GET /api/verification/:id/files/document|selfie → the image bytes. They
 * are private (the owner and admins only), so they come through the api
 * client with the bearer token as a Blob, never as a public URL; the page
 * shows them through an object URL (use-object-url.ts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { verificationKeys, type VerificationFile } from './query-keys';

export const getVerificationFile = (id: string, file: VerificationFile) =>
  api.getBlob(`/verification/${encodeURIComponent(id)}/files/${file}`);

export const verificationFileQueryOptions = (id: string, file: VerificationFile) =>
  queryOptions({
    queryKey: verificationKeys.file(id, file),
    queryFn: () => getVerificationFile(id, file),
    // The image of a request never changes; it is only deleted after the review.
    staleTime: Infinity,
  });

export function useVerificationFile(id: string, file: VerificationFile) {
  return useQuery(verificationFileQueryOptions(id, file));
}
