/**
 * SPEC §7 calls name the customer in the body (`userId`, `customerId`); the
 * signed-in customer may only name themself (security: every row a customer
 * reads or writes is theirs).
 */
import { httpErrors } from '@fastify/sensible';
import { MESSAGES } from '@seva/contracts';
import type { AuthUser } from './authenticate.js';

/** Throws 403 unless `customerId` is the signed-in customer's own id. */
export function assertSelf(actor: AuthUser, customerId: string): void {
  if (customerId !== actor.id) throw httpErrors.forbidden(MESSAGES.forbidden);
}
