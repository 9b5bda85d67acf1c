/**
 * Sanchar news (SPEC §7 getBreakingNews, getNewscategory, getNewsByCategory):
 * items in categories; customers see an item once it is active and its
 * `published_at` has come. `is_breaking` puts it on the ticker.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdminNewsHindi, MediaImage } from '@seva/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';

export const newsCategories = pgTable(
  'news_categories',
  {
    id: idColumn(),
    slug: text().notNull(),
    name: text().notNull(),
    nameHi: text().notNull().default(''),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [uniqueIndex('news_categories_slug_key').on(t.slug)],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: idColumn(),
    categoryId: text()
      .notNull()
      .references(() => newsCategories.id),
    title: text().notNull(),
    summary: text().notNull(),
    body: text().notNull(),
    image: jsonb().$type<MediaImage>(),
    source: text().notNull().default('Seva News Desk'),
    isBreaking: boolean().notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    active: boolean().notNull().default(true),
    /** The Hindi of the text fields, same names (decision 011). */
    hi: jsonb().$type<AdminNewsHindi>().notNull().default({}),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('news_items_published_idx').on(t.publishedAt.desc()),
    index('news_items_category_idx').on(t.categoryId, t.publishedAt.desc()),
    index('news_items_breaking_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.isBreaking}`),
  ],
);
