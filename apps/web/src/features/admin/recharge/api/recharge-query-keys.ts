/** Every recharge console query starts with this key, so a change can reload them all at once. */
export const rechargeAdminKey = ['admin', 'recharge'] as const;
export const rechargeServicesKey = [...rechargeAdminKey, 'services'] as const;
