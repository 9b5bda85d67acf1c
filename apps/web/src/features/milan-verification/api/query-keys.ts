/**
 * The verification query keys, under the shared state's key (lib/verification),
 * itself under the session's 'me' root: logging out or a 401 drops them with
 * the rest of the member's data (lib/session USER_QUERY_ROOTS).
 */
import { verificationQueryKey } from '@/lib/verification';
import type { VerificationFile } from './get-verification-file';

export const verificationKeys = {
  state: verificationQueryKey,
  file: (id: string, file: VerificationFile) => [...verificationQueryKey, 'files', id, file] as const,
};
