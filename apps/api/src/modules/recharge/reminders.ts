/**
 * Recharge reminders (issue 23): what jobs/notify-recharge-reminders.ts tells
 * customers RECHARGE_REMINDER_DAYS before
 *   - a prepaid plan's validity ends: the latest SUCCESS recharge of a number
 *     (per customer and service) whose plan has whole days of validity, ending
 *     on the recharge's date in India plus those days; once per order
 *     (dedupeKey `validity:<order id>`);
 *   - a saved biller's last fetched bill falls due, unpaid; once per biller
 *     and due date (`bill_due:<biller id>:<due date>`).
 * Each reminder links back to the recharge page prefilled for that number.
 * Dates in India (IST).
 */
import { and, desc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  RECHARGE_REMINDER_DAYS,
  formatInr,
  paiseToRupees,
  type NotificationKind,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { DAY_MS, addDays, indiaToday } from '../../lib/india-dates.js';
import { operatorByProductCode } from '../../providers/recharge/catalogue/operators.js';
import { SERVICES, serviceById } from '../../providers/recharge/catalogue/services.js';
import { daysUntil, withLastBills } from './saved-billers.js';
import { rechargeBillFetches, rechargeOrders, rechargeSavedBillers } from './tables.js';

/** One reminder to store with the notifications module's `notify`. */
export interface RechargeReminder {
  customerId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  dedupeKey: string;
}

const RECHARGE_SERVICE_IDS = SERVICES.filter((s) => s.kind === 'recharge').map((s) => s.service_id);

/** A YYYY-MM-DD date as people in India read it: 12 March 2026. */
const READABLE_DATE = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const readable = (date: string) => READABLE_DATE.format(new Date(`${date}T00:00:00Z`));

/**
 * The recharge page's link prefilled for a number (the web's recharge links.ts reads
 * `number`, `operator` and `circle`): /recharge?recharge-type=…&active-id=…&number=…
 */
export function rechargeLinkFor(target: {
  serviceId: number;
  productCode: string;
  number: string;
  circle?: string | null;
}) {
  const service = serviceById(target.serviceId);
  const params = new URLSearchParams({
    'recharge-type': service?.slug ?? '',
    'active-id': String(target.serviceId),
    number: target.number,
    operator: target.productCode,
  });
  if (target.circle) params.set('circle', target.circle);
  return `/recharge?${params.toString()}`;
}

/** Plans whose validity ends between today and RECHARGE_REMINDER_DAYS from now (IST), latest recharge per number only. */
export async function validityReminders(db: Db, now: Date): Promise<RechargeReminder[]> {
  const today = indiaToday(now);
  const latest = db
    .selectDistinctOn([rechargeOrders.customerId, rechargeOrders.serviceId, rechargeOrders.number])
    .from(rechargeOrders)
    .where(and(eq(rechargeOrders.status, 'SUCCESS'), inArray(rechargeOrders.serviceId, RECHARGE_SERVICE_IDS)))
    .orderBy(rechargeOrders.customerId, rechargeOrders.serviceId, rechargeOrders.number, desc(rechargeOrders.createdAt))
    .as('latest');
  // A day either side of the window in SQL; the IST dates decide below.
  const from = new Date(now.getTime() - DAY_MS).toISOString();
  const to = new Date(now.getTime() + (RECHARGE_REMINDER_DAYS + 1) * DAY_MS).toISOString();
  const rows = await db
    .select()
    .from(latest)
    .where(
      and(
        isNotNull(latest.validityDays),
        sql`${latest.createdAt} + ${latest.validityDays} * interval '1 day' between ${from}::timestamptz and ${to}::timestamptz`,
      ),
    );
  return rows.flatMap((order) => {
    const ends = addDays(indiaToday(order.createdAt), order.validityDays ?? 0);
    const left = daysUntil(today, ends);
    if (left < 0 || left > RECHARGE_REMINDER_DAYS) return [];
    return [
      {
        customerId: order.customerId,
        kind: 'recharge_reminder' as const,
        title: MESSAGES.reminderPlanEndingTitle,
        body: MESSAGE_TEMPLATES.reminderPlanEnding(order.number, readable(ends)),
        link: rechargeLinkFor(order),
        dedupeKey: `validity:${order.id}`,
      },
    ];
  });
}

/** Saved billers whose last fetched bill is unpaid and due between today and RECHARGE_REMINDER_DAYS from now (IST). */
export async function billDueReminders(db: Db, now: Date): Promise<RechargeReminder[]> {
  const today = indiaToday(now);
  const candidates = await db
    .selectDistinct({ biller: rechargeSavedBillers })
    .from(rechargeSavedBillers)
    .innerJoin(
      rechargeBillFetches,
      and(
        eq(rechargeBillFetches.customerId, rechargeSavedBillers.customerId),
        eq(rechargeBillFetches.productCode, rechargeSavedBillers.productCode),
        eq(rechargeBillFetches.number, rechargeSavedBillers.number),
      ),
    )
    .where(
      and(
        gte(rechargeBillFetches.dueDate, today),
        lte(rechargeBillFetches.dueDate, addDays(today, RECHARGE_REMINDER_DAYS)),
      ),
    );
  const billers = await withLastBills(
    db,
    candidates.map((c) => c.biller),
  );
  return billers.flatMap(({ biller, bill, paid }) => {
    if (!bill || paid) return [];
    const left = daysUntil(today, bill.dueDate);
    if (left < 0 || left > RECHARGE_REMINDER_DAYS) return [];
    const serviceId = operatorByProductCode(biller.productCode)?.service_id;
    if (serviceId === undefined) return [];
    return [
      {
        customerId: biller.customerId,
        kind: 'recharge_reminder' as const,
        title: MESSAGES.reminderBillDueTitle,
        body: MESSAGE_TEMPLATES.reminderBillDue(
          biller.nickname,
          formatInr(paiseToRupees(bill.amountPaise)),
          readable(bill.dueDate),
        ),
        link: rechargeLinkFor({ serviceId, productCode: biller.productCode, number: biller.number }),
        dedupeKey: `bill_due:${biller.id}:${bill.dueDate}`,
      },
    ];
  });
}
