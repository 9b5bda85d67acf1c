/** Every yatra console query starts with this key, so a change can reload them all at once. */
export const yatraAdminKey = ['admin', 'yatra'] as const;
