/**
 * Recharge reminders (issue 23): a few days (RECHARGE_REMINDER_DAYS) before a
 * prepaid plan's validity ends and before a saved biller's bill falls due,
 * the customer gets a `recharge_reminder` notification linking back to the
 * recharge page prefilled for that number (recharge/service.ts finds them).
 * Safe to run again and in several processes: each reminder's dedupeKey
 * (`validity:<order id>`, `bill_due:<biller id>:<due date>`) makes the
 * notifications module store it once per customer.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Realtime } from '../realtime/index.js';
import { notify } from '../modules/notifications/service.js';
import { billDueReminders, validityReminders } from '../modules/recharge/service.js';

/** One pass as of `now`: stores every reminder due and answers how many were new. */
export async function notifyRechargeReminders(
  db: Db,
  realtime: Realtime | null,
  log: Pick<FastifyBaseLogger, 'info'>,
  now = new Date(),
): Promise<number> {
  const reminders = [...(await validityReminders(db, now)), ...(await billDueReminders(db, now))];
  let stored = 0;
  for (const { customerId, ...input } of reminders) {
    if (await notify(db, realtime, customerId, input, now)) stored++;
  }
  if (stored > 0) log.info({ stored }, 'recharge reminders');
  return stored;
}
