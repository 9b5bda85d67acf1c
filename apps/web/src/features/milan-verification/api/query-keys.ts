/**
 * The verification query keys. They sit under the session's 'me' root, so
 * logging out or a 401 drops them with the rest of the member's data (lib/
 * session USER_QUERY_ROOTS). The state key is the one the Milan Sathi
 * dashboard reads too, so a submission refreshes both.
 */
export const verificationKeys = {
  state: ['me', 'verification'] as const,
  file: (id: string, file: 'document' | 'selfie') => ['me', 'verification', 'files', id, file] as const,
};
