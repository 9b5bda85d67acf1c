/**
 * The verification query keys, under the shared state's key (domains/milan/verification),
 * itself under the session's 'me' root: logging out or a 401 drops them with
 * the rest of the member's data (lib/session USER_QUERY_ROOTS).
 */
import { verificationQueryKey } from '@/domains/milan/verification';
import type { VERIFICATION_FILES } from '@seva/contracts';

/** One of the files a member sends for verification: the ID document or the selfie. */
export type VerificationFile = (typeof VERIFICATION_FILES)[number];

export const verificationKeys = {
  state: verificationQueryKey,
  file: (id: string, file: VerificationFile) => [...verificationQueryKey, 'files', id, file] as const,
};
