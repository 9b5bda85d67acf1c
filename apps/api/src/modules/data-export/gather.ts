/**
 * Gathers a customer's export from every module that keeps their data, each
 * through its own service.ts (`exportCustomerData`): the modules meet only
 * there, and each decides what of its rows is the customer's to take away.
 */
import type { Db } from '../../db/client.js';
import type { ExportPart } from '../../lib/export-part.js';
import type { PrivateFiles } from '../../providers/private-files/types.js';
import { exportCustomerData as addressesPart } from '../addresses/service.js';
import { exportCustomerData as customerPart } from '../customers/service.js';
import { exportCustomerData as milanPart } from '../milan/service.js';
import { exportCustomerData as notificationsPart } from '../notifications/service.js';
import { exportCustomerData as paymentsPart } from '../payments/service.js';
import { exportCustomerData as pujaPart } from '../puja/service.js';
import { exportCustomerData as rechargePart } from '../recharge/service.js';
import { exportCustomerData as shopPart } from '../shop/service.js';
import { exportCustomerData as yatraPart } from '../yatra/service.js';

/** Every module's part of `customerId`'s data, in README order. Throws what a module's read throws. */
export async function gatherCustomerData(db: Db, files: PrivateFiles, customerId: string): Promise<ExportPart[]> {
  return Promise.all([
    customerPart(db, customerId),
    addressesPart(db, customerId),
    shopPart(db, customerId),
    pujaPart(db, customerId),
    yatraPart(db, customerId),
    rechargePart(db, customerId),
    paymentsPart(db, customerId),
    notificationsPart(db, customerId),
    milanPart(db, files, customerId),
  ]);
}
