/** Every puja and pitr console query starts with this key, so a change can reload them all at once. */
export const pujaAdminKey = ['admin', 'puja'] as const;
