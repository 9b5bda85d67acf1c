/** Every Milan Sathi console query starts with this key, so a change can reload them all at once. */
export const milanAdminKey = ['admin', 'milan'] as const;
export const milanProfilesKey = [...milanAdminKey, 'profiles'] as const;
export const milanPlansKey = [...milanAdminKey, 'plans'] as const;
