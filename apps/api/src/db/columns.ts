import { sql } from 'drizzle-orm';
import { pgSequence, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from './ids.js';

/** Primary key column: a 24-hex record id generated in the app. */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

/** `created_at timestamptz not null default now()`. */
export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** `updated_at` that Drizzle refreshes on every update. */
export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The kinds of record a customer quotes by reference: puja, pitr, yatra, shop order, recharge, recharge complaint. */
export type ReferenceKind = 'PJ' | 'PT' | 'YT' | 'OD' | 'RC' | 'CP';

/**
 * What a customer sees and quotes for a booking, an order or a recharge
 * (issue 20): `SV-<kind>-<YY>-<NNNNNN>`, e.g. SV-PJ-26-004821, the
 * year in India and the next number of the kind's own sequence, set by the
 * database on insert. Answers the sequence (export it from the module's
 * tables.ts, so drizzle-kit creates it) and the column. Numbers follow each
 * other, so a reference names a record but never opens one: every read is
 * still checked against its owner, and no customer route looks records up by it.
 */
export function referenceColumn(kind: ReferenceKind, sequenceName: string) {
  const sequence = pgSequence(sequenceName);
  const column = text('reference')
    .notNull()
    .default(
      sql.raw(
        `'SV-${kind}-' || to_char(now() at time zone 'Asia/Kolkata', 'YY') || '-' || lpad(nextval('${sequenceName}')::text, 6, '0')`,
      ),
    );
  return { sequence, column };
}
