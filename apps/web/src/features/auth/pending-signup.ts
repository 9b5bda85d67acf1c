/**
 * The signup waiting for its mobile's OTP (docs/decisions/003): the signup
 * modal keeps the `signupId` the server answered, the login modal sends it
 * with the OTP of that mobile, which makes the account. Kept in memory only:
 * it is good for one sitting.
 */
let pending: { phone: string; signupId: string } | null = null;

export const pendingSignup = {
  /** Remembers the signup of `phone`. */
  set(phone: string, signupId: string): void {
    pending = { phone, signupId };
  },
  /** The mobile of the waiting signup, or '' (the login modal starts with it). */
  phone: (): string => pending?.phone ?? '',
  /** The signupId to send with an OTP of `phone`, if the waiting signup is for that number. */
  idFor: (phone: string): string | undefined => (pending?.phone === phone ? pending.signupId : undefined),
  clear(): void {
    pending = null;
  },
};
