/** The addresses module's part of deleting an account (issue 24): every saved address goes. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { addresses } from './tables.js';

/** Deletes every address of `customerId` inside `tx`; orders keep their own (anonymised) copy. */
export async function eraseCustomerAddresses(tx: Tx, customerId: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.customerId, customerId));
}
