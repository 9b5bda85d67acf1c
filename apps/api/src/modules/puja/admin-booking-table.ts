/**
 * The console's reads of a puja or pitr paksha booking table, the same for
 * both: one page newest first, filtered by status and puja and searched by
 * the names on a booking or its id; one booking by id; and the row lock and
 * the refunded mark that moveBooking needs.
 */
import { httpErrors } from '@fastify/sensible';
import { and, desc, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { textOrIdMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import { BOOKING_NOT_FOUND, type AdminBookingFilter, type BookingStore } from './admin-booking-status.js';
import type { pitrBookings, pujaBookings } from './tables.js';

type PujaBookingTable = typeof pujaBookings | typeof pitrBookings;

/** What adminBookingTable gives: the console's reads of one table, and its part of a BookingStore. */
export interface AdminBookingTable<Row extends PujaBookingTable['$inferSelect'], Booking> {
  /** One page of bookings, newest first, filtered; and the number that match. */
  list(db: Db, filter: AdminBookingFilter): Promise<{ results: Booking[]; total: number }>;
  /** One booking. Throws 404 when the id is unknown. */
  get(db: Db, id: string): Promise<Booking>;
  /** BookingStore.lock: the booking locked for update (SELECT … FOR UPDATE), or undefined. */
  lock: BookingStore<Row>['lock'];
  /** BookingStore.markRefunded: cancelled → refunded, once the gateway took the refund. */
  markRefunded: BookingStore<Row>['markRefunded'];
}

/**
 * The console's reads of `table`: the text search looks in `search` (and
 * the id), `toAdmin` gives rows (same order) their admin shape.
 */
export function adminBookingTable<T extends PujaBookingTable, Booking>(
  table: T,
  search: (Column | SQL)[],
  toAdmin: (db: Db, rows: T['$inferSelect'][]) => Promise<Booking[]>,
): AdminBookingTable<T['$inferSelect'], Booking> {
  type Row = T['$inferSelect'];
  // Drizzle cannot type a query on "either table"; the columns used below are typed, the rows are cast once.
  const anyTable = table as PgTable;
  return {
    async list(db, filter) {
      const where = and(
        filter.status ? inArray(table.status, filter.status) : undefined,
        filter.pujaId ? eq(table.pujaId, filter.pujaId) : undefined,
        textOrIdMatch(filter.q, search, table.id),
      );
      const { rows, total } = await selectPage(db, table, where, [desc(table.createdAt), desc(table.id)], filter);
      return { results: await toAdmin(db, rows), total };
    },
    async get(db, id) {
      const rows = await db.select().from(anyTable).where(eq(table.id, id)).limit(1);
      const [booking] = await toAdmin(db, rows as Row[]);
      if (!booking) throw httpErrors.notFound(BOOKING_NOT_FOUND);
      return booking;
    },
    lock: async (tx, id) =>
      (await tx.select().from(anyTable).where(eq(table.id, id)).for('update'))[0] as Row | undefined,
    async markRefunded(db, id) {
      await db
        .update(anyTable)
        .set({ status: 'refunded' })
        .where(and(eq(table.id, id), eq(table.status, 'cancelled')));
    },
  };
}
