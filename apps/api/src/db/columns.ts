import { text, timestamp } from 'drizzle-orm/pg-core';
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
