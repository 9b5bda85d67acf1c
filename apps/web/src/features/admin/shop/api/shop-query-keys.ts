/** Every shop console query starts with this key, so a change can reload them all at once. */
export const shopAdminKey = ['admin', 'shop'] as const;
