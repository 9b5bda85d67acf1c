/**
 * Departures of a yatra for the admin console: add a date with its seats,
 * change the seats (never below those booked: one guarded UPDATE, so a
 * booking taking seats at the same moment cannot slip under it) and remove a
 * date nobody ever booked. Bookings keep pointing at their departure, so a
 * date with any booking, even a cancelled one, stays in the customers' history.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminYatraDeparture } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { indiaToday } from '../../lib/india-dates.js';
import { auditFields, recordAudit, recordChange } from '../audit/service.js';
import { daysUntil } from './cancellation.js';
import { departureDates, type DepartureRow } from './service.js';
import { yatraBookings, yatraDepartures, yatras } from './tables.js';

export const DEPARTURE_NOT_FOUND = 'This departure does not exist.';
const YATRA_NOT_FOUND = 'This yatra does not exist.';

const seatsWord = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;

function toAdminDeparture(row: DepartureRow, days: number, bookings: number, now: Date): AdminYatraDeparture {
  return {
    ...departureDates(row, days),
    seatsBooked: row.seats - row.seatsLeft,
    bookings,
    started: daysUntil(row.startDate, now) <= 0,
  };
}

/** Every departure of `yatras` (id → days), oldest first, by yatra id, each with its number of bookings. */
export async function departuresOf(
  db: Db | Tx,
  tours: { id: string; days: number }[],
  now: Date,
): Promise<Map<string, AdminYatraDeparture[]>> {
  const byYatra = new Map<string, AdminYatraDeparture[]>(tours.map((tour) => [tour.id, []]));
  if (tours.length === 0) return byYatra;
  const ids = tours.map((tour) => tour.id);
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(yatraDepartures)
      .where(inArray(yatraDepartures.yatraId, ids))
      .orderBy(asc(yatraDepartures.startDate)),
    db
      .select({ departureId: yatraBookings.departureId, n: count() })
      .from(yatraBookings)
      .where(inArray(yatraBookings.yatraId, ids))
      .groupBy(yatraBookings.departureId),
  ]);
  const bookingsOf = new Map(counts.map((row) => [row.departureId, row.n]));
  const daysOf = new Map(tours.map((tour) => [tour.id, tour.days]));
  for (const row of rows)
    byYatra
      .get(row.yatraId)
      ?.push(toAdminDeparture(row, daysOf.get(row.yatraId) ?? 1, bookingsOf.get(row.id) ?? 0, now));
  return byYatra;
}

/**
 * Adds a departure of yatra `yatraId` on `startDate` with `seats` seats, all
 * free. Throws 404 (unknown yatra), 400 (today or earlier), 409 (the yatra
 * already leaves that day). `actor`'s addition goes on the audit log in its
 * transaction ('yatra-departure.create', detail: the yatra).
 */
export async function addDeparture(
  db: Db,
  actor: AdminActor,
  yatraId: string,
  body: { startDate: string; seats: number },
  now = new Date(),
): Promise<void> {
  const [yatra] = await db.select({ id: yatras.id }).from(yatras).where(eq(yatras.id, yatraId)).limit(1);
  if (!yatra) throw httpErrors.notFound(YATRA_NOT_FOUND);
  if (body.startDate <= indiaToday(now)) throw httpErrors.badRequest('Please choose a date after today.');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(yatraDepartures)
      .values({ yatraId, startDate: body.startDate, seats: body.seats, seatsLeft: body.seats })
      .onConflictDoNothing()
      .returning();
    if (!row) throw httpErrors.conflict(`This yatra already has a departure on ${body.startDate}.`);
    const after = auditFields(row, DEPARTURE_FIELDS);
    await recordAudit(tx, actor, { action: 'yatra-departure.create', targetId: row.id, detail: yatraId, after });
  });
}

/** The departure fields the audit log shows. */
const DEPARTURE_FIELDS = ['yatraId', 'startDate', 'seats', 'seatsLeft'];

const ofYatra = (yatraId: string, departureId: string) =>
  and(eq(yatraDepartures.id, departureId), eq(yatraDepartures.yatraId, yatraId));

/**
 * Offers `seats` seats on departure `departureId` of yatra `yatraId`; the
 * seats left move by the same amount, under a row lock; seats and seats left,
 * before → after, go on the audit log in the same transaction. Throws 404,
 * 409 (fewer than are booked).
 */
export async function changeDepartureSeats(
  db: Db,
  actor: AdminActor,
  yatraId: string,
  departureId: string,
  seats: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(yatraDepartures).where(ofYatra(yatraId, departureId)).for('update');
    if (!current) throw httpErrors.notFound(DEPARTURE_NOT_FOUND);
    const booked = current.seats - current.seatsLeft;
    if (booked > seats)
      throw httpErrors.conflict(
        `${seatsWord(booked)} ${booked === 1 ? 'is' : 'are'} already booked on this departure, so it needs at least ${seatsWord(booked)}.`,
      );
    const [changed] = await tx
      .update(yatraDepartures)
      .set({ seats, seatsLeft: seats - booked })
      .where(eq(yatraDepartures.id, departureId))
      .returning();
    const entry = { action: 'yatra-departure.update', targetId: departureId, detail: yatraId } as const;
    await recordChange(tx, actor, entry, current, changed!, ['seats', 'seatsLeft']);
  });
}

/**
 * Removes departure `departureId` of yatra `yatraId` when nobody ever booked
 * it (checked under a row lock, so a booking cannot land in between).
 * The removed departure goes on the audit log in the same transaction.
 * Throws 404, 409 (seats booked, or bookings in customers' history).
 */
export async function removeDeparture(db: Db, actor: AdminActor, yatraId: string, departureId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(yatraDepartures).where(ofYatra(yatraId, departureId)).for('update');
    if (!current) throw httpErrors.notFound(DEPARTURE_NOT_FOUND);
    const booked = current.seats - current.seatsLeft;
    if (booked > 0)
      throw httpErrors.conflict(
        `${seatsWord(booked)} ${booked === 1 ? 'is' : 'are'} booked on this departure, so it cannot be removed. Refund those bookings first.`,
      );
    const [made] = await tx
      .select({ n: count() })
      .from(yatraBookings)
      .where(eq(yatraBookings.departureId, departureId));
    if ((made?.n ?? 0) > 0)
      throw httpErrors.conflict(
        'Customers have cancelled bookings on this departure, which stay in their history, so it cannot be removed. Set its seats to 0 to close it.',
      );
    await tx.delete(yatraDepartures).where(eq(yatraDepartures.id, departureId));
    const before = auditFields(current, DEPARTURE_FIELDS);
    await recordAudit(tx, actor, { action: 'yatra-departure.delete', targetId: departureId, detail: yatraId, before });
  });
}
