import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { StaticPageHindi } from '@seva/contracts';
import { updatedAtColumn } from '../../db/columns.js';

/** Static pages (terms, privacy, refund, about) as Markdown, keyed by slug. */
export const staticPages = pgTable('static_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  /** The Hindi of the title and content, same names (decision 011). */
  hi: jsonb().$type<StaticPageHindi>().notNull().default({}),
  updatedAt: updatedAtColumn(),
});
