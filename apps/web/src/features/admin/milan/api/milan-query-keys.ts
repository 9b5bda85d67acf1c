/** Every Milan Sathi console query starts with this key, so a change can reload them all at once. */
export const milanAdminKey = ['admin', 'milan'] as const;
export const milanProfilesKey = [...milanAdminKey, 'profiles'] as const;
export const milanPlansKey = [...milanAdminKey, 'plans'] as const;
export const milanVerificationsKey = [...milanAdminKey, 'verifications'] as const;
/** A member's private ID or selfie image, kept apart so a list reload never fetches the files again. */
export const verificationFilesKey = [...milanAdminKey, 'verification-files'] as const;
export const milanReportsKey = [...milanAdminKey, 'reports'] as const;
