/**
 * Membership expiry notices (the connections issue, Notifications: "membership
 * expiry"): each member whose running paid Milan Sathi period ends within
 * MEMBERSHIP_EXPIRY_NOTICE_DAYS, and who has not bought a later one (a
 * renewal starts where the running period ends: membership/checkout.ts), is
 * told once per period — the notification's dedupeKey
 * `membership_expiring:<membership id>` makes another pass, in this process
 * or another, store nothing new. Milan Sathi finds those periods
 * (milan/service.ts endingMemberships); this pass tells the members.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { Realtime } from '../realtime/index.js';
import { endingMemberships } from '../modules/milan/service.js';
import { notify } from '../modules/notifications/service.js';

/** Where the notice leads: the plans page, to renew. */
export const MEMBERSHIP_LINK = '/milan-sathi/membership';

const INDIA_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * One pass as of `now`: notifies every member with a paid period running at
 * `now` that ends within the notice window and has no later period, and
 * answers how many notices were stored (periods already told count 0).
 */
export async function notifyMembershipExpiry(
  db: Db,
  realtime: Realtime | null,
  log: Pick<FastifyBaseLogger, 'info'>,
  now = new Date(),
): Promise<number> {
  const ending = await endingMemberships(db, now);
  let stored = 0;
  for (const membership of ending) {
    const notice = await notify(
      db,
      realtime,
      membership.customerId,
      {
        kind: 'membership_expiring',
        title: 'Your Milan Sathi membership ends soon',
        body: `Your ${membership.planName} plan ends on ${INDIA_DAY.format(membership.endsAt)}. Renew it to keep messaging and viewing contacts.`,
        link: MEMBERSHIP_LINK,
        dedupeKey: `membership_expiring:${membership.id}`,
      },
      now,
    );
    if (notice) stored++;
  }
  if (stored > 0) log.info({ stored }, 'membership expiry notices');
  return stored;
}
