/**
 * Fixtures for the "Download my data" tests (issue 24): a customer with
 * something in every module — an order, puja, pitr and yatra bookings, a
 * recharge with its payment, a Milan Sathi profile with an uploaded photo and
 * an ID document kept in the private store, an accepted connection and
 * messages both ways — written through the API where a person would, and
 * straight into the tables where only the test needs the row. Also the
 * reader of the data_exports table and an unzip helper.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { dataExports } from '../modules/data-export/tables.js';
import { milanVerifications } from '../modules/milan/tables.js';
import { payments } from '../modules/payments/tables.js';
import { orders } from '../modules/shop/tables.js';
import { multipartImage } from './admin.js';
import { insertPujaBookings, insertYatraBookings } from './admin-queues.js';
import { injectAs } from './login.js';
import { createMember, insertConnection, pngImage, type Member } from './milan.js';
import { insertMessage } from './milan-chat.js';
import { insertRechargeOrder } from './recharge-orders.js';
import { DELIVERY_ADDRESS } from './shop.js';

/** A placed ₹1,100 order of `customerId` with one line and a courier AWB; answers its reference. */
export async function insertOrder(app: FastifyInstance, customerId: string, awb: string): Promise<string> {
  const [payment] = await app.db
    .insert(payments)
    .values({ customerId, amountPaise: 110000, gateway: 'sandbox', status: 'fulfilled' })
    .returning({ id: payments.id });
  const [order] = await app.db
    .insert(orders)
    .values({
      customerId,
      paymentId: payment!.id,
      customerName: 'Priya Verma',
      items: [{ productId: 'p1', name: 'Rudraksha Mala', image: '', unit: '1 pc', pricePaise: 110000, quantity: 1 }],
      amountPaise: 110000,
      address: { name: 'Priya Verma', landmark: '', addressType: 'home', ...DELIVERY_ADDRESS },
      status: 'shipped',
      courier: 'India Post',
      awb,
    })
    .returning({ reference: orders.reference });
  return order!.reference;
}

/** What the fixture wrote for the customer whose data is exported. */
export interface ExportFixture {
  me: Member;
  other: Member;
  third: Member;
  orderReference: string;
  photoFile: string;
  documentKey: string;
  documentBytes: Buffer;
}

/**
 * `me` (Priya) with data in every module, `other` (Rahul, connected with
 * her, with his own order and recharge) and `third` (Kavya, who talks only
 * with Rahul). Throws when a call is refused.
 */
export async function customerWithEverything(app: FastifyInstance): Promise<ExportFixture> {
  const me = await createMember(app, { gender: 'female' }, { firstName: 'Priya', lastName: 'Verma' });
  const other = await createMember(app, { gender: 'male', city: 'Lucknow' }, { firstName: 'Rahul', lastName: 'Mehta' });
  const third = await createMember(app, { gender: 'female' }, { firstName: 'Kavya', lastName: 'Iyer' });

  const address = await injectAs(app, me.token, {
    method: 'POST',
    url: '/api/e-commerce/add_address',
    payload: { userId: me.userId, name: 'Priya Verma', ...DELIVERY_ADDRESS },
  });
  if (address.statusCode !== 200) throw new Error(`add_address ${address.statusCode}`);
  const orderReference = await insertOrder(app, me.userId, 'AWB-PRIYA-1');
  await insertOrder(app, other.userId, 'AWB-RAHUL-1');
  await insertPujaBookings(app.db, me.userId, ['confirmed'], ['confirmed']);
  await insertYatraBookings(app.db, me.userId, ['confirmed']);
  await insertRechargeOrder(app.db, me.userId, { number: '9000000001' });
  await insertRechargeOrder(app.db, other.userId, { number: '9000000002' });

  const photo = await injectAs(app, me.token, {
    method: 'POST',
    url: `/api/users/${me.userId}/upload-image`,
    ...multipartImage(await pngImage(400, 500), 'me.png', 'image/png'),
  });
  if (photo.statusCode !== 200) throw new Error(`upload-image ${photo.statusCode}: ${photo.body}`);
  const srcSet = photo.json<{ photos: { image: { srcSet: string } }[] }>().photos[0]!.image.srcSet;
  const photoFile = srcSet
    .split(', ')
    .at(-1)!
    .replace(/ \d+w$/, '')
    .split('/')
    .at(-1)!
    .split('?')[0]!;

  const documentKey = `verifications/${me.userId}/0f1e-document.jpg`;
  const documentBytes = Buffer.from('priya aadhaar scan');
  await app.providers.privateFiles.put(documentKey, documentBytes, 'image/jpeg');
  await app.db.insert(milanVerifications).values({
    customerId: me.userId,
    documentType: 'aadhaar',
    documentNumberMasked: 'XXXX XXXX 1234',
    documentKey,
  });

  const mine = await insertConnection(app, other.userId, me.userId);
  await insertMessage(app, {
    connectionId: mine,
    senderId: other.userId,
    receiverId: me.userId,
    body: 'Namaste Priya',
  });
  await insertMessage(app, {
    connectionId: mine,
    senderId: me.userId,
    receiverId: other.userId,
    body: 'Namaste Rahul',
  });
  const theirs = await insertConnection(app, other.userId, third.userId);
  await insertMessage(app, {
    connectionId: theirs,
    senderId: third.userId,
    receiverId: other.userId,
    body: 'Secret to Rahul',
  });
  const saved = await injectAs(app, me.token, { method: 'PUT', url: `/api/users/${third.userId}/shortlist` });
  if (saved.statusCode !== 200) throw new Error(`shortlist ${saved.statusCode}: ${saved.body}`);

  return { me, other, third, orderReference, photoFile, documentKey, documentBytes };
}

/** The data_exports rows of `customerId`. */
export function dataExportsOf(app: FastifyInstance, customerId: string) {
  return app.db.select().from(dataExports).where(eq(dataExports.customerId, customerId));
}

/** The files of a ZIP by name; JSON files parsed with `json(name)`. */
export function unzip(zip: Buffer) {
  const files = unzipSync(new Uint8Array(zip));
  const text = (name: string) => new TextDecoder().decode(files[name]);
  return {
    names: Object.keys(files).sort(),
    files,
    text,
    json: <T = unknown>(name: string) => JSON.parse(text(name)) as T,
  };
}
