/**
 * Yatras for the admin console: every one (active or not) with its
 * departures, paged and filtered; create, update and the picture. Prices come
 * in rupees per traveller and are stored as integer paise. Customers see a
 * change at once: the routes drop the catalogue cache after every write.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq, ne } from 'drizzle-orm';
import {
  missingHindi,
  rupeesToPaise,
  tourPlanProblems,
  type AdminYatra,
  type AdminYatraCreateValues,
  type AdminYatraUpdateValues,
  type YatraPricing,
} from '@seva/contracts';
import type { Db } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { auditFields, recordAudit, recordChange } from '../audit/service.js';
import { hindiMissingWhere, type HindiField } from '../../db/hindi.js';
import { newId } from '../../db/ids.js';
import { textMatch } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import type { StorageProvider } from '../../providers/storage/types.js';
import { storeWebp } from '../../lib/images/image.js';
import { slugify } from '../../lib/slug.js';
import { departuresOf } from './admin-departures.js';
import { yatraIdentity, yatraPlan, type YatraRow } from './service.js';
import { yatras, type StoredYatraPricing } from './tables.js';
import { isUniqueViolation } from '../../db/errors.js';

export const ADMIN_YATRA_NOT_FOUND = 'This yatra does not exist.';

const slugTaken = (slug: string) =>
  httpErrors.conflict(`A yatra with the web address “${slug}” already exists. Please choose another.`);

/** A yatra's translatable English fields, in the shape of its `hi` (decision 011). */
const englishFields = (row: YatraRow) => ({
  name: row.name,
  region: row.region,
  startCity: row.startCity,
  endCity: row.endCity,
  description: row.description,
  itinerary: row.itinerary.map(({ title, details, overnight }) => ({ title, details, overnight })),
  inclusions: row.inclusions,
  exclusions: row.exclusions,
});

/** The same fields for the "Hindi missing" filter. */
const HINDI_FIELDS: HindiField[] = [
  ...(['name', 'region', 'startCity', 'endCity', 'description'] as const).map((key): HindiField => ({
    key,
    english: yatras[key],
    kind: 'text',
  })),
  { key: 'itinerary', english: yatras.itinerary, kind: 'items', fields: ['title', 'details', 'overnight'] },
  { key: 'inclusions', english: yatras.inclusions, kind: 'lines' },
  { key: 'exclusions', english: yatras.exclusions, kind: 'lines' },
];

/** The admin shapes of `rows` (same order), each with every departure. */
async function toAdminYatras(db: Db, rows: YatraRow[], now: Date): Promise<AdminYatra[]> {
  const departures = await departuresOf(db, rows, now);
  return rows.map((row) => ({
    ...yatraIdentity(row),
    ...yatraPlan(row),
    image: row.image,
    sortOrder: row.sortOrder,
    active: row.active,
    departures: departures.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hi: row.hi,
    hindiMissing: missingHindi(englishFields(row), row.hi),
  }));
}

/** Prices as the console sent them (rupees; the contract checked ≤ 2 decimals) → stored paise. */
function toStoredPricing(pricing: YatraPricing): StoredYatraPricing {
  const [singlePaise, doublePaise, triplePaise, childPaise] = [
    pricing.single,
    pricing.double,
    pricing.triple,
    pricing.child,
  ].map(rupeesToPaise);
  if (singlePaise == null || doublePaise == null || triplePaise == null || childPaise == null)
    throw httpErrors.badRequest('Prices can have at most 2 decimals (paise).');
  return { singlePaise, doublePaise, triplePaise, childPaise };
}

export interface AdminYatraFilter {
  page: number;
  pageSize: number;
  /** Part of the name, region or a city (case-insensitive, wildcards literal). */
  q?: string | undefined;
  /** 'true': active only; 'false': hidden only; absent: both. */
  active?: 'true' | 'false' | undefined;
  /** 'missing': only yatras whose Hindi lacks a filled English field. */
  hindi?: 'missing' | undefined;
}

/** One page of yatras in display order (position, then name), filtered; and the number that match. */
export async function listAdminYatras(
  db: Db,
  filter: AdminYatraFilter,
  now = new Date(),
): Promise<{ results: AdminYatra[]; total: number }> {
  const where = and(
    filter.active ? eq(yatras.active, filter.active === 'true') : undefined,
    textMatch(filter.q, [yatras.name, yatras.region, yatras.startCity, yatras.endCity]),
    hindiMissingWhere(yatras.hi, HINDI_FIELDS, filter.hindi),
  );
  const displayOrder = [asc(yatras.sortOrder), asc(yatras.name), asc(yatras.id)];
  const { rows, total } = await selectPage(db, yatras, where, displayOrder, filter);
  return { results: await toAdminYatras(db, rows, now), total };
}

/** One yatra, active or not, with every departure. Throws 404 when the id is unknown. */
export async function getAdminYatra(db: Db, id: string, now = new Date()): Promise<AdminYatra> {
  const rows = await db.select().from(yatras).where(eq(yatras.id, id)).limit(1);
  const [yatra] = await toAdminYatras(db, rows, now);
  if (!yatra) throw httpErrors.notFound(ADMIN_YATRA_NOT_FOUND);
  return yatra;
}

/**
 * Creates a yatra (no departures yet). An empty slug is made from the name,
 * with the new id's last 6 characters added when another yatra has it; a
 * slug given is kept as it is. `actor`'s creation goes on the audit log in its
 * transaction ('yatra.create'). Throws 409 (the slug given is taken).
 */
export async function createYatra(db: Db, actor: AdminActor, body: AdminYatraCreateValues): Promise<AdminYatra> {
  const { pricing, slug, ...fields } = body;
  const id = newId();
  const values = { ...fields, id, pricing: toStoredPricing(pricing) };
  const base = slug || slugify(body.name);
  const candidates = slug ? [slug] : [base, `${base}-${id.slice(-6)}`];
  for (const candidate of candidates) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(yatras)
        .values({ ...values, slug: candidate })
        .onConflictDoNothing({ target: yatras.slug })
        .returning();
      if (row) {
        const after = auditFields(row, ['name', 'slug', 'days', 'nights', 'pricing', 'active']);
        await recordAudit(tx, actor, { action: 'yatra.create', targetId: row.id, after });
      }
      return row;
    });
    if (created) return getAdminYatra(db, created.id);
  }
  throw slugTaken(base);
}

/**
 * Updates yatra `id` with the fields given; an empty slug is made from the
 * (new) name. Days, nights and the itinerary must agree once merged with what
 * is stored. Bookings already made keep their names, dates and price. The
 * changed fields (prices included) go on the audit log in the update's transaction.
 * Throws 404, 400 (the merged tour plan), 409 (the slug belongs to another yatra).
 */
export async function updateYatra(
  db: Db,
  actor: AdminActor,
  id: string,
  body: AdminYatraUpdateValues,
): Promise<AdminYatra> {
  const [current] = await db.select().from(yatras).where(eq(yatras.id, id)).limit(1);
  if (!current) throw httpErrors.notFound(ADMIN_YATRA_NOT_FOUND);
  const [problem] = tourPlanProblems({
    days: body.days ?? current.days,
    nights: body.nights ?? current.nights,
    itinerary: body.itinerary ?? current.itinerary,
  });
  if (problem) throw httpErrors.badRequest(problem.message);
  const { pricing, slug: asked, ...fields } = body;
  const slug = asked === undefined ? undefined : asked || slugify(body.name ?? current.name);
  if (slug !== undefined && slug !== current.slug) {
    const [other] = await db
      .select({ id: yatras.id })
      .from(yatras)
      .where(and(eq(yatras.slug, slug), ne(yatras.id, id)))
      .limit(1);
    if (other) throw slugTaken(slug);
  }
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(yatras).where(eq(yatras.id, id)).for('update');
      if (!before) throw httpErrors.notFound(ADMIN_YATRA_NOT_FOUND);
      const [after] = await tx
        .update(yatras)
        .set({
          ...fields,
          ...(slug === undefined ? {} : { slug }),
          ...(pricing ? { pricing: toStoredPricing(pricing) } : {}),
        })
        .where(eq(yatras.id, id))
        .returning();
      await recordChange(tx, actor, { action: 'yatra.update', targetId: id }, before, after!);
    });
  } catch (error) {
    // Another request took the slug between the look-up and the update.
    if (slug !== undefined && isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
  return getAdminYatra(db, id);
}

/**
 * Makes `upload` the picture of yatra `id`, converted like a product image
 * (WebP fitted into 800×800, no metadata) and stored under a content-hashed
 * key. Throws 404 (unknown yatra), 400 (not a JPEG, PNG or WebP), ProviderError (502).
 */
export async function setYatraImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminYatra> {
  const current = await getAdminYatra(db, id);
  const image = await storeWebp(storage, `yatras/${current.slug}`, upload);
  await db.transaction(async (tx) => {
    const [after] = await tx.update(yatras).set({ image }).where(eq(yatras.id, id)).returning();
    const entry = { action: 'yatra.update', targetId: id, detail: 'image' } as const;
    if (after) await recordAudit(tx, actor, { ...entry, before: { image: current.image }, after: { image } });
  });
  return getAdminYatra(db, id);
}
