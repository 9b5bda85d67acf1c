/**
 * Delivery addresses (SPEC §7 get/add/update/delete_address). Every call
 * works on the signed-in customer's own rows only; another customer's
 * address answers 404, as if it did not exist. Lists are newest first (SPEC §9).
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { MESSAGE_TEMPLATES, MAX_ADDRESSES, MESSAGES, type Address, type addressFieldsSchema } from '@seva/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import { addresses } from './tables.js';

export type AddressRow = typeof addresses.$inferSelect;
type AddressFields = z.output<typeof addressFieldsSchema>;

/** The API shape of a row (`_id`, ISO dates). */
export function toAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    name: row.name,
    mobile: row.mobile,
    houseNo: row.houseNo,
    area: row.area,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    addressType: row.addressType,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The customer's addresses, newest first. */
export async function listAddresses(db: Db, customerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id));
}

/** One of the customer's addresses. Throws 404 when it is missing or someone else's. */
export async function getOwnAddress(db: Db | Tx, customerId: string, addressId: string): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .limit(1);
  if (!row) throw httpErrors.notFound(MESSAGES.addressNotFound);
  return row;
}

/**
 * Saves a new address. Throws 409 when the customer already keeps
 * MAX_ADDRESSES (counted under a per-customer lock, so parallel saves cannot
 * pass the limit together).
 */
export async function addAddress(db: Db, customerId: string, fields: AddressFields): Promise<AddressRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${customerId}`}, 0))`);
    const [kept] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
    if ((kept?.n ?? 0) >= MAX_ADDRESSES) throw httpErrors.conflict(MESSAGE_TEMPLATES.addressLimit(MAX_ADDRESSES));
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields, customerId })
      .returning();
    if (!row) throw new Error(MESSAGES.failedToCreateAddress);
    return row;
  });
}

/** Replaces the fields of one of the customer's addresses. Throws 404 as getOwnAddress. */
export async function updateAddress(
  db: Db,
  customerId: string,
  addressId: string,
  fields: AddressFields,
): Promise<AddressRow> {
  const [row] = await db
    .update(addresses)
    .set(fields)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning();
  return row ?? getOwnAddress(db, customerId, addressId);
}

/** Deletes one of the customer's addresses. Throws 404 as getOwnAddress. */
export async function deleteAddress(db: Db, customerId: string, addressId: string): Promise<void> {
  const deleted = await db
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  if (deleted.length === 0) await getOwnAddress(db, customerId, addressId);
}

/** The addresses' part of "Download my data" (issue 24): `addresses.json`, every saved address, newest first. */
export async function exportCustomerData(db: Db, customerId: string): Promise<ExportPart> {
  return { json: { 'addresses.json': (await listAddresses(db, customerId)).map(toAddress) } };
}
export { eraseCustomerAddresses } from './erase.js';
