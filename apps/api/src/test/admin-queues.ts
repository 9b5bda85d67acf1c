/**
 * Rows in every queue of the console's overview, written straight into the
 * tables (each order, booking and refund with a payment of its own): per
 * queue, some in a status the overview counts and some done. `queueRows`
 * answers the counts the overview must then show for them.
 */
import type { AdminQueue, OrderStatus, PujaBookingStatus, YatraBookingStatus } from '@seva/contracts';
import type { Db } from '../db/client.js';
import { consultancyRequests } from '../modules/consultancy/tables.js';
import { milanReports, milanVerifications } from '../modules/milan/tables.js';
import { payments, refunds } from '../modules/payments/tables.js';
import { pitrBookings, pujaBookings, pujas } from '../modules/puja/tables.js';
import { rechargeComplaints } from '../modules/recharge/tables.js';
import { orders } from '../modules/shop/tables.js';
import { yatraBookings, yatraDepartures, yatras } from '../modules/yatra/tables.js';
import { GAYA_RITUAL } from './pitr.js';
import { insertRechargeOrder } from './recharge-orders.js';
import { DELIVERY_ADDRESS } from './shop.js';

/** A fulfilled ₹1,100 sandbox payment of `customerId`; its id. */
async function paymentOf(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .insert(payments)
    .values({ customerId, amountPaise: 110000, gateway: 'sandbox', status: 'fulfilled' })
    .returning({ id: payments.id });
  if (!row) throw new Error('the payment was not written');
  return row.id;
}

/** One ₹1,100 order of `customerId` per status in `statuses`. */
async function insertOrders(db: Db, customerId: string, statuses: OrderStatus[]) {
  for (const status of statuses) {
    await db.insert(orders).values({
      customerId,
      paymentId: await paymentOf(db, customerId),
      customerName: 'Priya Verma',
      items: [],
      amountPaise: 110000,
      address: { name: 'Priya Verma', landmark: '', addressType: 'home', ...DELIVERY_ADDRESS },
      status,
    });
  }
}

/** One puja and one pitr paksha booking of `customerId` per status in `puja` and `pitr`. */
export async function insertPujaBookings(
  db: Db,
  customerId: string,
  puja: PujaBookingStatus[],
  pitr: PujaBookingStatus[],
) {
  const [ritual] = await db.insert(pujas).values(GAYA_RITUAL).returning({ id: pujas.id });
  if (!ritual) throw new Error('the ritual was not written');
  const booking = {
    pujaId: ritual.id,
    packageCode: 'individual' as const,
    packageName: 'One ancestor line',
    date: '2027-01-10',
  };
  for (const status of puja) {
    await db.insert(pujaBookings).values({
      ...booking,
      customerId,
      paymentId: await paymentOf(db, customerId),
      pujaName: GAYA_RITUAL.name,
      temple: GAYA_RITUAL.temple,
      location: 'Gaya, Bihar',
      devotees: ['Priya Verma'],
      amountMinor: 110000,
      status,
    });
  }
  for (const status of pitr) {
    await db.insert(pitrBookings).values({
      ...booking,
      customerId,
      paymentId: await paymentOf(db, customerId),
      ritualName: GAYA_RITUAL.name,
      place: 'Gaya',
      country: 'India',
      customerName: 'Priya Verma',
      mobile: '9876543210',
      amountMinor: 110000,
      currency: 'INR',
      providerPaymentId: `pay_${status}`,
      status,
    });
  }
}

/** One yatra booking of `customerId` per status in `statuses`, on a departure of a new yatra. */
export async function insertYatraBookings(db: Db, customerId: string, statuses: YatraBookingStatus[]) {
  const pricing = { singlePaise: 110000, doublePaise: 90000, triplePaise: 80000, childPaise: 50000 };
  const [yatra] = await db
    .insert(yatras)
    .values({
      slug: 'char-dham-test',
      name: 'Char Dham',
      region: 'Uttarakhand',
      startCity: 'Haridwar',
      endCity: 'Haridwar',
      days: 10,
      nights: 9,
      itinerary: [],
      pricing,
    })
    .returning({ id: yatras.id });
  if (!yatra) throw new Error('the yatra was not written');
  const [departure] = await db
    .insert(yatraDepartures)
    .values({ yatraId: yatra.id, startDate: '2027-05-10', seats: 20, seatsLeft: 20 })
    .returning({ id: yatraDepartures.id });
  if (!departure) throw new Error('the departure was not written');
  for (const status of statuses) {
    await db.insert(yatraBookings).values({
      customerId,
      yatraId: yatra.id,
      departureId: departure.id,
      paymentId: await paymentOf(db, customerId),
      yatraName: 'Char Dham',
      startCity: 'Haridwar',
      startDate: '2027-05-10',
      endDate: '2027-05-19',
      occupancy: 'single',
      travellers: [{ name: 'Priya Verma', age: 34, gender: 'female', idProofType: 'aadhaar' }],
      totalPaise: 110000,
      status,
    });
  }
}

/**
 * Writes rows in every overview queue for customers `[first, second]` (two,
 * as a report needs someone to report and a member holds one pending
 * verification at a time), and answers what each queue must count.
 */
export async function queueRows(db: Db, [first, second]: [string, string]): Promise<Record<AdminQueue, number>> {
  await insertOrders(db, first, ['placed', 'packed', 'packed', 'shipped', 'delivered', 'cancelled']);
  for (const status of ['requested', 'pending', 'processed'] as const) {
    const paymentId = await paymentOf(db, first);
    await db
      .insert(refunds)
      .values({ paymentId, amountPaise: 110000, idempotencyKey: paymentId, reason: 'test', status });
  }
  await insertPujaBookings(
    db,
    first,
    ['confirmed', 'performed', 'video_sent', 'prasad_shipped', 'completed', 'cancelled', 'refunded'],
    ['confirmed', 'video_sent', 'completed', 'refunded'],
  );
  await insertYatraBookings(db, first, ['confirmed', 'completed', 'cancelled', 'refunded']);
  const rechargeIds: string[] = [];
  for (const [i, status] of (['PENDING', 'PENDING', 'PENDING', 'SUCCESS', 'FAILED'] as const).entries()) {
    rechargeIds.push((await insertRechargeOrder(db, first, { status, number: `98765000${i}1` })).orderId);
  }
  await db.insert(rechargeComplaints).values([
    { orderId: rechargeIds[0]!, customerId: first, status: 'open' },
    { orderId: rechargeIds[1]!, customerId: first, status: 'resolved', resolution: 'Done.' },
  ]);
  const request = { preferredLanguage: 'hi', preferredTime: 'morning', message: 'Please call me.' } as const;
  await db.insert(consultancyRequests).values([
    { ...request, customerId: first, topic: 'kundli', status: 'new' },
    { ...request, customerId: second, topic: 'kundli', status: 'new' },
    { ...request, customerId: first, topic: 'vastu', status: 'contacted' },
    { ...request, customerId: first, topic: 'career', status: 'closed' },
  ]);
  const document = { documentType: 'aadhaar', documentNumberMasked: 'XXXX XXXX 1234' } as const;
  await db.insert(milanVerifications).values([
    { ...document, customerId: first, status: 'pending' },
    { ...document, customerId: second, status: 'pending' },
    { ...document, customerId: second, status: 'rejected' },
  ]);
  await db.insert(milanReports).values([
    { reporterId: first, reportedId: second, reason: 'fake_profile', status: 'open' },
    { reporterId: second, reportedId: first, reason: 'broker', status: 'open' },
    { reporterId: second, reportedId: first, reason: 'other', status: 'dismissed' },
    { reporterId: first, reportedId: second, reason: 'harassment', status: 'actioned' },
  ]);
  return {
    ordersToShip: 3,
    refundsUnconfirmed: 2,
    pujaBookingsOpen: 4,
    pitrBookingsOpen: 2,
    yatraBookingsOpen: 1,
    rechargesPending: 3,
    rechargeComplaintsOpen: 1,
    consultancyNew: 2,
    milanVerifications: 2,
    milanReports: 2,
  };
}
