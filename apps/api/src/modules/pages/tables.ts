import { pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAtColumn } from '../../db/columns.js';

/** Static pages (terms, privacy, refund, about) as Markdown, keyed by slug. */
export const staticPages = pgTable('static_pages', {
  slug: text().primaryKey(),
  title: text().notNull(),
  content: text().notNull(),
  updatedAt: updatedAtColumn(),
});
