/**
 * Test helpers for the admin audit log (issue 24): records the console acts on, written straight into
 * the tables (each paid order or booking with a payment the sandbox gateway can refund), and the audit
 * rows of a record as the table holds them.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { adminAudit } from '../modules/audit/tables.js';
import { createCustomer } from '../modules/customers/service.js';
import { milanPhotos, milanReports, milanVerifications } from '../modules/milan/tables.js';
import { payments } from '../modules/payments/tables.js';
import { pitrBookings, pujaBookings } from '../modules/puja/tables.js';
import { rechargeComplaints } from '../modules/recharge/tables.js';
import { orders, productCategories, products } from '../modules/shop/tables.js';
import { yatraBookings, yatraDepartures } from '../modules/yatra/tables.js';
import { insertPujaBookings, insertYatraBookings } from './admin-queues.js';
import { randomMobile } from './login.js';
import { insertMilanProfile } from './milan.js';
import { insertRechargeOrder } from './recharge-orders.js';
import { DELIVERY_ADDRESS } from './shop.js';

/** The audit rows about record `targetId`, newest first. */
export function auditRowsOf(app: FastifyInstance, targetId: string) {
  return app.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.targetId, targetId))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id));
}

/** Every audit row, newest first. */
export function allAuditRows(app: FastifyInstance) {
  return app.db.select().from(adminAudit).orderBy(desc(adminAudit.at), desc(adminAudit.id));
}

/** A fulfilled ₹1,100 sandbox payment of `customerId` that the gateway can refund; its id. */
export async function refundablePayment(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .insert(payments)
    .values({
      customerId,
      amountPaise: 110000,
      gateway: 'sandbox',
      status: 'fulfilled',
      gatewayOrderId: `order_${newId()}`,
      gatewayPaymentId: `pay_${newId()}`,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('the payment was not written');
  return row.id;
}

/** A placed ₹1,100 shop order of `customerId` (no lines), paid; its id. */
export async function insertPlacedOrder(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .insert(orders)
    .values({
      customerId,
      paymentId: await refundablePayment(db, customerId),
      customerName: 'Priya Verma',
      items: [],
      amountPaise: 110000,
      address: { name: 'Priya Verma', landmark: '', addressType: 'home', ...DELIVERY_ADDRESS },
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('the order was not written');
  return row.id;
}

/** A product at ₹499 (MRP ₹599) with 10 in stock, in a new category; its id. */
export async function insertProduct(db: Db): Promise<string> {
  const suffix = newId().slice(-8);
  const [category] = await db
    .insert(productCategories)
    .values({ slug: `murtis-${suffix}`, name: `Murtis ${suffix}` })
    .returning({ id: productCategories.id });
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category!.id,
      slug: `ganesh-${suffix}`,
      name: 'Ganesh murti',
      description: 'Brass',
      pricePaise: 49900,
      mrpPaise: 59900,
      stock: 10,
    })
    .returning({ id: products.id });
  if (!product) throw new Error('the product was not written');
  return product.id;
}

/** A new customer with a Milan Sathi profile and one (primary) photo; their id and the photo's. */
export async function insertMilanMember(db: Db): Promise<{ id: string; photoId: string }> {
  const customer = await createCustomer(db, { mobile: randomMobile(), firstName: 'Anita', lastName: 'Rao' });
  await insertMilanProfile(db, customer.id);
  const image = { src: '/uploads/milan/a-640.webp', srcSet: '', avifSrcSet: '', width: 640, height: 800 };
  const [photo] = await db
    .insert(milanPhotos)
    .values({ customerId: customer.id, image, isPrimary: true, position: 0 })
    .returning({ id: milanPhotos.id });
  return { id: customer.id, photoId: photo!.id };
}

/** A pending ID verification of `customerId`; its id. */
export async function insertPendingVerification(db: Db, customerId: string): Promise<string> {
  const [row] = await db
    .insert(milanVerifications)
    .values({ customerId, documentType: 'aadhaar', documentNumberMasked: 'XXXX XXXX 1234', status: 'pending' })
    .returning({ id: milanVerifications.id });
  return row!.id;
}

/** An open report of `reportedId` by `reporterId`; its id. */
export async function insertOpenReport(db: Db, reporterId: string, reportedId: string): Promise<string> {
  const [row] = await db
    .insert(milanReports)
    .values({ reporterId, reportedId, reason: 'fake_profile', status: 'open' })
    .returning({ id: milanReports.id });
  return row!.id;
}

/** An open complaint about a pending recharge of `customerId`; its id. */
export async function insertOpenComplaint(db: Db, customerId: string): Promise<string> {
  const { orderId } = await insertRechargeOrder(db, customerId, { status: 'PENDING', number: '9876500001' });
  const [row] = await db
    .insert(rechargeComplaints)
    .values({ orderId, customerId, status: 'open' })
    .returning({ id: rechargeComplaints.id });
  return row!.id;
}

/**
 * A confirmed puja, pitr paksha and yatra booking of `customerId`, each paid by a payment the sandbox
 * gateway can refund; the yatra's traveller holds one of its departure's 20 seats. Their ids.
 */
export async function insertConfirmedBookings(db: Db, customerId: string) {
  await insertPujaBookings(db, customerId, ['confirmed'], ['confirmed']);
  await insertYatraBookings(db, customerId, ['confirmed']);
  await db
    .update(payments)
    .set({ gatewayPaymentId: sql`'pay_' || ${payments.id}` })
    .where(eq(payments.customerId, customerId));
  const [puja] = await db.select().from(pujaBookings).where(eq(pujaBookings.customerId, customerId));
  const [pitr] = await db.select().from(pitrBookings).where(eq(pitrBookings.customerId, customerId));
  const [yatra] = await db.select().from(yatraBookings).where(eq(yatraBookings.customerId, customerId));
  await db.update(yatraDepartures).set({ seatsLeft: 19 }).where(eq(yatraDepartures.id, yatra!.departureId));
  return {
    puja: puja!.id,
    pitr: pitr!.id,
    yatra: { id: yatra!.id, yatraId: yatra!.yatraId, departureId: yatra!.departureId },
  };
}

/** The seats left on yatra departure `id`. */
export async function seatsLeftOn(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db.select().from(yatraDepartures).where(eq(yatraDepartures.id, id));
  return row?.seatsLeft;
}
