/**
 * GET /api/admin/milan/verifications/:id/files/document|selfie — a member's ID
 * image or selfie, served only with a milan-safety (or super) admin's token
 * and written to the audit log, so it is fetched through the API client
 * rather than put in an <img src>. It is shown
 * as a data: URL (a string the query cache can hold with nothing to revoke), and dropped from
 * the cache as soon as no dialog shows it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VERIFICATION_FILES } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { verificationFilesKey } from './milan-query-keys';

export type VerificationFile = (typeof VERIFICATION_FILES)[number];

/** The blob as a `data:<type>;base64,…` URL (in chunks: a 5 MB image is too many arguments for one call). */
export async function toDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

export const getVerificationFile = async (id: string, file: VerificationFile) =>
  toDataUrl(await api.getBlob(`/admin/milan/verifications/${encodeURIComponent(id)}/files/${file}`));

export const verificationFileQueryOptions = (id: string, file: VerificationFile) =>
  queryOptions({
    queryKey: [...verificationFilesKey, id, file],
    queryFn: () => getVerificationFile(id, file),
    // The file never changes; keep no copy of a private image once the dialog closes.
    staleTime: Infinity,
    gcTime: 0,
  });

export function useVerificationFile(id: string, file: VerificationFile) {
  return useQuery(verificationFileQueryOptions(id, file));
}
