/**
 * The members of the socket bench, inserted before the server starts: the
 * first `count` generated members (milan-profiles.ts benchRows; none
 * suspended), paired as accepted connections (member i with member
 * i + count/2), each on a paid plan with messaging, so any of them may write
 * to their partner. Answers the pairs' mobiles and conversation ids.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../apps/api/src/db/client.js';
import { customers } from '../../../apps/api/src/modules/customers/tables.js';
import {
  milanConnections,
  milanMemberships,
  milanPlans,
  milanProfiles,
} from '../../../apps/api/src/modules/milan/tables.js';
import { payments } from '../../../apps/api/src/modules/payments/tables.js';
import { BENCH_MOBILE_PREFIX, benchRows } from './milan-profiles.js';

export interface BenchPair {
  conversationId: string;
  /** 10-digit mobiles of the two members. */
  a: string;
  b: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The socket members' mobiles: 62 followed by eight digits (never a demo, login or Milan bench number). */
const SOCKET_MOBILE_PREFIX = '62';

/** Inserts `count` (even) members, their accepted pairs and paid plans; answers the pairs. */
export async function insertSocketMembers(db: Db, count: number, now = new Date()): Promise<BenchPair[]> {
  const people = benchRows(count, now, 20261126).map(({ customer, profile }) => ({
    // 62…: on PostgreSQL the main bench's 10,000 members (61…) share the database.
    customer: { ...customer, mobile: `${SOCKET_MOBILE_PREFIX}${customer.mobile.slice(BENCH_MOBILE_PREFIX.length)}` },
    profile: { ...profile, suspendedAt: null, suspendedReason: '' },
  }));
  const half = count / 2;
  const pairs = Array.from({ length: half }, (_, i) => ({
    conversationId: '',
    first: people[i]!,
    second: people[i + half]!,
  }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < people.length; i += 500) {
      await tx.insert(customers).values(people.slice(i, i + 500).map((p) => p.customer));
      await tx.insert(milanProfiles).values(people.slice(i, i + 500).map((p) => p.profile));
    }
    const [plan] = await tx
      .insert(milanPlans)
      .values({
        code: `bench-${randomUUID().slice(0, 8)}`,
        name: 'Bench Gold',
        durationDays: 30,
        pricePaise: 2999_00,
        contactViews: 250,
        requestsPerDay: 50,
        messaging: true,
        profileBoost: false,
        active: false,
      })
      .returning({ id: milanPlans.id });
    for (const person of people) {
      const [payment] = await tx
        .insert(payments)
        .values({ customerId: person.customer.id!, amountPaise: 2999_00, gateway: 'sandbox', status: 'fulfilled' })
        .returning({ id: payments.id });
      await tx.insert(milanMemberships).values({
        customerId: person.customer.id!,
        planId: plan!.id,
        paymentId: payment!.id,
        startsAt: new Date(now.getTime() - DAY_MS),
        endsAt: new Date(now.getTime() + 30 * DAY_MS),
      });
    }
    for (const pair of pairs) {
      const [row] = await tx
        .insert(milanConnections)
        .values({
          requesterId: pair.first.customer.id!,
          receiverId: pair.second.customer.id!,
          status: 'accepted',
          respondedAt: now,
        })
        .returning({ id: milanConnections.id });
      pair.conversationId = row!.id;
    }
  });
  return pairs.map((pair) => ({
    conversationId: pair.conversationId,
    a: pair.first.customer.mobile,
    b: pair.second.customer.mobile,
  }));
}
