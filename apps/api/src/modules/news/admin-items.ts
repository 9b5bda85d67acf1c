/**
 * News items for the admin console: every item (drafts and scheduled ones
 * too), newest publish time first, filtered; create, update, delete and the
 * picture. `publishedAt` defaults to now; a future one schedules the item,
 * `active: false` keeps it a draft.
 */
import { httpErrors } from '@fastify/sensible';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  missingHindi,
  type AdminNews,
  type adminNewsCreateBodySchema,
  type adminNewsUpdateBodySchema,
} from '@seva/contracts';
import type { AdminActor } from '../../lib/admin-route.js';
import { recordChange } from '../audit/service.js';
import type { Db } from '../../db/client.js';
import { hindiMissingWhere, type HindiField } from '../../db/hindi.js';
import { textMatch } from '../../db/like.js';
import type { Paging } from '../../db/paging.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import { storeMediaImage } from '../../lib/images/media-image.js';
import { newsCategoryExists } from './admin-categories.js';
import { summaryColumns, toNewsSummary } from './service.js';
import { newsCategories, newsItems } from './tables.js';

export const ADMIN_NEWS_NOT_FOUND = 'This news story does not exist.';
const UNKNOWN_CATEGORY = 'Please choose a news category that exists.';

type NewsCreateValues = z.output<typeof adminNewsCreateBodySchema>;
type NewsUpdateValues = z.output<typeof adminNewsUpdateBodySchema>;

const adminColumns = {
  ...summaryColumns,
  body: newsItems.body,
  active: newsItems.active,
  createdAt: newsItems.createdAt,
  updatedAt: newsItems.updatedAt,
};

export interface AdminNewsFilter extends Paging {
  categoryId?: string | undefined;
  /** 'true': breaking only; 'false': the others; absent: both. */
  breaking?: 'true' | 'false' | undefined;
  /** Part of the headline, summary or source (case-insensitive, wildcards literal). */
  q?: string | undefined;
  /** 'true': active only; 'false': drafts only; absent: both. */
  active?: 'true' | 'false' | undefined;
  /** 'missing': only stories whose Hindi lacks a filled English field. */
  hindi?: 'missing' | undefined;
}

/** Rows of news with their category's name matching `where`, newest publish time first. */
function selectNews(db: Db) {
  return db
    .select(adminColumns)
    .from(newsItems)
    .innerJoin(newsCategories, eq(newsCategories.id, newsItems.categoryId))
    .$dynamic();
}
type AdminNewsRow = Awaited<ReturnType<ReturnType<typeof selectNews>['execute']>>[number];

/** A story's translatable English fields, in the shape of its `hi` (decision 011). */
const englishFields = (row: AdminNewsRow) => ({
  title: row.title,
  summary: row.summary,
  body: row.body,
  source: row.source,
});

/** The same fields for the "Hindi missing" filter. */
const HINDI_FIELDS: HindiField[] = (['title', 'summary', 'body', 'source'] as const).map((key) => ({
  key,
  english: newsItems[key],
  kind: 'text',
}));

function toAdminNews(row: AdminNewsRow): AdminNews {
  return {
    ...toNewsSummary(row),
    body: row.body,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hi: row.hi,
    hindiMissing: missingHindi(englishFields(row), row.hi),
  };
}

/** One page of news, newest publish time first (scheduled ones on top), filtered; and how many match. */
export async function listAdminNews(db: Db, filter: AdminNewsFilter): Promise<{ results: AdminNews[]; total: number }> {
  const where = and(
    filter.categoryId ? eq(newsItems.categoryId, filter.categoryId) : undefined,
    filter.breaking ? eq(newsItems.isBreaking, filter.breaking === 'true') : undefined,
    filter.active ? eq(newsItems.active, filter.active === 'true') : undefined,
    textMatch(filter.q, [newsItems.title, newsItems.summary, newsItems.source]),
    hindiMissingWhere(newsItems.hi, HINDI_FIELDS, filter.hindi),
  );
  const [rows, totals] = await Promise.all([
    selectNews(db)
      .where(where)
      .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(newsItems).where(where),
  ]);
  return { results: rows.map(toAdminNews), total: totals[0]?.total ?? 0 };
}

/** One item, whatever its state. Throws 404 when the id is unknown. */
export async function getAdminNews(db: Db, id: string): Promise<AdminNews> {
  const [row] = await selectNews(db).where(eq(newsItems.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(ADMIN_NEWS_NOT_FOUND);
  return toAdminNews(row);
}

async function assertCategory(db: Db, categoryId: string | undefined): Promise<void> {
  if (categoryId !== undefined && !(await newsCategoryExists(db, categoryId)))
    throw httpErrors.badRequest(UNKNOWN_CATEGORY);
}

const toDate = (iso: string | undefined) => (iso === undefined ? undefined : new Date(iso));

/** Creates an item (published now without `publishedAt`). Throws 400 when the category is unknown. */
export async function createNews(db: Db, body: NewsCreateValues, now = new Date()): Promise<AdminNews> {
  await assertCategory(db, body.categoryId);
  const [row] = await db
    .insert(newsItems)
    .values({ ...body, publishedAt: toDate(body.publishedAt) ?? now })
    .returning({ id: newsItems.id });
  if (!row) throw new Error('insert returned no news item');
  return getAdminNews(db, row.id);
}

/** Updates item `id` with the fields given. Throws 404 (unknown item), 400 (unknown category). */
export async function updateNews(db: Db, id: string, body: NewsUpdateValues): Promise<AdminNews> {
  await assertCategory(db, body.categoryId);
  const { publishedAt, ...fields } = body;
  const updated = await db
    .update(newsItems)
    .set({ ...fields, ...(publishedAt === undefined ? {} : { publishedAt: new Date(publishedAt) }) })
    .where(eq(newsItems.id, id))
    .returning({ id: newsItems.id });
  if (updated.length === 0) throw httpErrors.notFound(ADMIN_NEWS_NOT_FOUND);
  return getAdminNews(db, id);
}

/** Deletes item `id`. Throws 404 when the id is unknown. */
export async function deleteNews(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(newsItems).where(eq(newsItems.id, id)).returning({ id: newsItems.id });
  if (deleted.length === 0) throw httpErrors.notFound(ADMIN_NEWS_NOT_FOUND);
}

/**
 * Makes `upload` the picture of item `id`, stored in MEDIA_IMAGE_WIDTHS as
 * WebP and AVIF. Throws 404 (unknown item), 400 (not a JPEG, PNG or WebP), ProviderError (502).
 */
export async function setNewsImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminNews> {
  const before = await getAdminNews(db, id);
  const image = await storeMediaImage(storage, `news/${id}`, upload);
  await db.transaction(async (tx) => {
    await tx.update(newsItems).set({ image }).where(eq(newsItems.id, id));
    const entry = { action: 'content.update', targetId: id, detail: 'news' } as const;
    await recordChange(tx, actor, entry, { image: before.image }, { image });
  });
  return getAdminNews(db, id);
}
