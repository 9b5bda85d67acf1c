/**
 * The dev outbox (DESIGN: Providers): sandbox SMS, e-mail and pushes land here, and
 * `GET /api/dev/outbox?to=` reads them back, newest first.
 */
import { desc, eq } from 'drizzle-orm';
import type { OutboxItem } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { outboxMessages } from './tables.js';

export interface OutboxEntry {
  channel: 'sms' | 'email' | 'push';
  to: string;
  subject?: string;
  body: string;
  code?: string;
}

/** Stores one message in the outbox. */
export async function writeOutbox(db: Db, entry: OutboxEntry): Promise<void> {
  await db.insert(outboxMessages).values({
    channel: entry.channel,
    to: entry.to.toLowerCase(),
    subject: entry.subject ?? null,
    body: entry.body,
    code: entry.code ?? null,
  });
}

/** Messages sent to `to` (a 10-digit mobile or an e-mail, any case), newest first, at most 50. */
export async function readOutbox(db: Db, to: string): Promise<OutboxItem[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, to.trim().toLowerCase()))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(50);
  return rows.map((r) => ({
    channel: r.channel,
    to: r.to,
    ...(r.subject ? { subject: r.subject } : {}),
    body: r.body,
    ...(r.code ? { code: r.code } : {}),
    createdAt: r.createdAt.toISOString(),
  }));
}
