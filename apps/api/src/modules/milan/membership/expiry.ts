/**
 * The memberships about to end (the connections issue, Notifications:
 * "membership expiry"): what jobs/notify-membership-expiry.ts tells members
 * about. A renewal starts where the running period ends (checkout.ts), so a
 * period with a later one after it is not ending.
 */
import { and, asc, eq, gt, lte, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MEMBERSHIP_EXPIRY_NOTICE_DAYS } from '@seva/contracts';
import type { Db } from '../../../db/client.js';
import { DAY_MS } from '../../../lib/india-dates.js';
import { milanMemberships, milanPlans } from '../tables.js';

export interface EndingMembership {
  /** The membership (period) row's id. */
  id: string;
  customerId: string;
  endsAt: Date;
  /** Its plan's name ("Gold Yearly"). */
  planName: string;
}

/**
 * The paid periods running at `now` that end within
 * MEMBERSHIP_EXPIRY_NOTICE_DAYS and have no later period of the same member
 * after them, the soonest ending first.
 */
export async function endingMemberships(db: Db, now: Date): Promise<EndingMembership[]> {
  const later = alias(milanMemberships, 'later');
  return db
    .select({
      id: milanMemberships.id,
      customerId: milanMemberships.customerId,
      endsAt: milanMemberships.endsAt,
      planName: milanPlans.name,
    })
    .from(milanMemberships)
    .innerJoin(milanPlans, eq(milanPlans.id, milanMemberships.planId))
    .where(
      and(
        lte(milanMemberships.startsAt, now),
        gt(milanMemberships.endsAt, now),
        lte(milanMemberships.endsAt, new Date(now.getTime() + MEMBERSHIP_EXPIRY_NOTICE_DAYS * DAY_MS)),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(and(eq(later.customerId, milanMemberships.customerId), gt(later.endsAt, milanMemberships.endsAt))),
        ),
      ),
    )
    .orderBy(asc(milanMemberships.endsAt));
}
