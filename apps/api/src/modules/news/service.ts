/**
 * Sanchar news as customers read it (SPEC §7 getBreakingNews,
 * getNewscategory, getNewsByCategory, and the details page): an item shows
 * once it is active, its category is active and its `publishedAt` has come.
 * Lists are newest first (publish time, then id).
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, BREAKING_NEWS_LIMIT, type NewsCategory, type NewsDetails, type NewsSummary } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { rankedTextMatch, type WeightedColumn } from '../../db/like.js';
import type { Paging } from '../../db/paging.js';
import { newsCategories, newsItems } from './tables.js';

export const NEWS_NOT_FOUND = MESSAGES.newsNotFound;
export const NEWS_CATEGORY_NOT_FOUND = MESSAGES.newsCategoryNotFound;

type CategoryRow = typeof newsCategories.$inferSelect;

export function toNewsCategory(row: CategoryRow): NewsCategory {
  return { _id: row.id, slug: row.slug, name: row.name, nameHi: row.nameHi };
}

/** The columns of a news card (no body) with its category's name. */
export const summaryColumns = {
  id: newsItems.id,
  categoryId: newsItems.categoryId,
  categoryName: newsCategories.name,
  categoryNameHi: newsCategories.nameHi,
  title: newsItems.title,
  summary: newsItems.summary,
  image: newsItems.image,
  source: newsItems.source,
  isBreaking: newsItems.isBreaking,
  publishedAt: newsItems.publishedAt,
  hi: newsItems.hi,
};
type SummaryRow = Pick<
  typeof newsItems.$inferSelect,
  'id' | 'categoryId' | 'title' | 'summary' | 'image' | 'source' | 'isBreaking' | 'publishedAt' | 'hi'
> & { categoryName: string; categoryNameHi: string };

export function toNewsSummary(row: SummaryRow): NewsSummary {
  return {
    _id: row.id,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    title: row.title,
    summary: row.summary,
    image: row.image ?? null,
    source: row.source,
    isBreaking: row.isBreaking,
    publishedAt: row.publishedAt.toISOString(),
    hi: {
      title: row.hi.title,
      summary: row.hi.summary,
      source: row.hi.source,
      categoryName: row.categoryNameHi || undefined,
    },
  };
}

/** What customers may see at `now`: the item and its category active, its publish time come. */
const visibleAt = (now: Date) =>
  and(eq(newsItems.active, true), eq(newsCategories.active, true), lte(newsItems.publishedAt, now));
const newestFirst = [desc(newsItems.publishedAt), desc(newsItems.id)];

/** One page of visible news cards matching `where`, newest first, and how many match in all. */
async function visiblePage(db: Db, where: SQL | undefined, { page, pageSize }: Paging, now: Date) {
  const condition = and(visibleAt(now), where);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(newsItems)
      .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(condition)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(newsItems)
      .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(condition),
  ]);
  return { results: rows.map(toNewsSummary), total: totals[0]?.total ?? 0 };
}

/** The ticker: the newest BREAKING_NEWS_LIMIT visible breaking items. */
export async function listBreakingNews(db: Db, now = new Date()): Promise<NewsSummary[]> {
  const page = { page: 1, pageSize: BREAKING_NEWS_LIMIT };
  return (await visiblePage(db, eq(newsItems.isBreaking, true), page, now)).results;
}

/** Active categories in display order (position, then name). */
export async function listNewsCategories(db: Db): Promise<NewsCategory[]> {
  const rows = await db
    .select()
    .from(newsCategories)
    .where(eq(newsCategories.active, true))
    .orderBy(asc(newsCategories.sortOrder), asc(newsCategories.name), asc(newsCategories.id));
  return rows.map(toNewsCategory);
}

/**
 * One page of visible news, newest first, of category `categoryId` (all
 * categories without it); a page past the end is empty. Throws 404 when the
 * category is unknown or hidden.
 */
export async function listNews(
  db: Db,
  { categoryId, ...paging }: { categoryId?: string | undefined } & Paging,
  now = new Date(),
): Promise<{ results: NewsSummary[]; total: number }> {
  if (categoryId) {
    const [category] = await db
      .select({ id: newsCategories.id })
      .from(newsCategories)
      .where(and(eq(newsCategories.id, categoryId), eq(newsCategories.active, true)))
      .limit(1);
    if (!category) throw httpErrors.notFound(NEWS_CATEGORY_NOT_FOUND);
  }
  return visiblePage(db, categoryId ? eq(newsItems.categoryId, categoryId) : undefined, paging, now);
}

/** One visible item with its body. Throws 404 when unknown, hidden or scheduled for later. */
export async function getNews(db: Db, id: string, now = new Date()): Promise<NewsDetails> {
  const [row] = await db
    .select({ ...summaryColumns, body: newsItems.body })
    .from(newsItems)
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .where(and(eq(newsItems.id, id), visibleAt(now)))
    .limit(1);
  if (!row) throw httpErrors.notFound(NEWS_NOT_FOUND);
  const summary = toNewsSummary(row);
  return { ...summary, body: row.body, hi: { ...summary.hi, body: row.hi.body } };
}

const newsSearchColumns: WeightedColumn[] = [
  [newsItems.title, 10],
  [sql`${newsItems.hi}->>'title'`, 10],
  [newsCategories.name, 4],
  [newsCategories.nameHi, 4],
  [newsItems.summary, 3],
  [sql`${newsItems.hi}->>'summary'`, 3],
  [newsItems.body, 1],
  [sql`${newsItems.hi}->>'body'`, 1],
];

/**
 * One page of visible news whose English or Hindi title, summary, body or
 * category holds every word of `q` (db/like.ts rankedTextMatch), best match
 * first, then newest (issue 23, GET /api/search).
 */
export async function searchNews(
  db: Db,
  q: string,
  { page, pageSize }: Paging,
  now = new Date(),
): Promise<{ results: NewsSummary[]; total: number }> {
  const { where, rank } = rankedTextMatch(q, newsSearchColumns);
  const condition = and(visibleAt(now), where);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(newsItems)
      .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(condition)
      .orderBy(desc(rank), ...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(newsItems)
      .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
      .where(condition),
  ]);
  return { results: rows.map(toNewsSummary), total: totals[0]?.total ?? 0 };
}
