/**
 * The consultancy module's part of deleting an account (issue 24): each
 * request keeps its topic and dates (what the team did), loses the
 * customer's message and the team's note on the call, and an open one is
 * closed, so nobody calls a deleted account.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { consultancyRequests } from './tables.js';

/** Erases the personal details of `customerId`'s consultancy requests and closes the open ones, inside `tx`. */
export async function eraseCustomerConsultancy(tx: Tx, customerId: string, now: Date): Promise<void> {
  await tx
    .update(consultancyRequests)
    .set({ message: '', note: '', status: 'closed', updatedAt: now })
    .where(eq(consultancyRequests.customerId, customerId));
}
