/**
 * Test helpers for "Delete my account" (issue 24): the rows an erasure must
 * have removed or rewritten, read straight from the tables (the module
 * reaches other modules only through their service.ts; tests read here).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addresses } from '../modules/addresses/tables.js';
import { customers } from '../modules/customers/tables.js';
import { milanMessages, milanPhotos, milanProfiles } from '../modules/milan/tables.js';
import { orders } from '../modules/shop/tables.js';
import { yatraDepartures, yatras } from '../modules/yatra/tables.js';

/** Customer `id`'s row, or undefined. */
export async function customerRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** What is left of `customerId`'s personal rows: addresses, Milan Sathi profile and photos. */
export async function personalRowsOf(app: FastifyInstance, customerId: string) {
  const [addressRows, profiles, photos] = await Promise.all([
    app.db.select().from(addresses).where(eq(addresses.customerId, customerId)),
    app.db.select().from(milanProfiles).where(eq(milanProfiles.customerId, customerId)),
    app.db.select().from(milanPhotos).where(eq(milanPhotos.customerId, customerId)),
  ]);
  return { addresses: addressRows, profiles, photos };
}

/** The message rows of conversation `connectionId`. */
export function messagesOf(app: FastifyInstance, connectionId: string) {
  return app.db.select().from(milanMessages).where(eq(milanMessages.connectionId, connectionId));
}

/** Order `id`'s row, or undefined. */
export async function orderRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Sets order `id`'s status straight in the table (as if the admin had moved it on). */
export async function setOrderStatus(app: FastifyInstance, id: string, status: typeof orders.$inferSelect.status) {
  await app.db.update(orders).set({ status }).where(eq(orders.id, id));
}

/** A 5-day yatra named `name` with one departure on `startDate` (12 seats); answers their ids. */
export async function insertYatraDeparture(app: FastifyInstance, name: string, startDate: string) {
  const [yatra] = await app.db
    .insert(yatras)
    .values({
      slug: `yatra-${randomUUID()}`,
      name,
      region: 'Uttarakhand',
      startCity: 'Haridwar',
      endCity: 'Haridwar',
      days: 5,
      nights: 4,
      itinerary: [],
      pricing: { singlePaise: 2_000_000, doublePaise: 1_500_000, triplePaise: 1_400_000, childPaise: 800_000 },
    })
    .returning({ id: yatras.id });
  const [departure] = await app.db
    .insert(yatraDepartures)
    .values({ yatraId: yatra?.id ?? '', startDate, seats: 12, seatsLeft: 12 })
    .returning({ id: yatraDepartures.id });
  return { yatraId: yatra?.id ?? '', departureId: departure?.id ?? '' };
}
