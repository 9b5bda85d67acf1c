/**
 * Pujas and pitr paksha rituals for the admin console: every one (active or
 * not, both kinds), paged and filtered; create, update and the picture.
 * Package prices come in rupees and US dollars and are stored as integer
 * paise and cents. Customers see a change at once: the routes drop the
 * catalogue cache after every write.
 */
import { httpErrors } from '@fastify/sensible';
import { and, asc, eq } from 'drizzle-orm';
import {
  dollarsToCents,
  missingHindi,
  rupeesToPaise,
  type AdminPuja,
  type AdminPujaCreateValues,
  type AdminPujaPackage,
  type AdminPujaUpdateBody,
  type PujaKind,
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
import { upcomingDates } from './schedule.js';
import { toPackages } from './service.js';
import { pujas, type StoredPujaPackage } from './tables.js';

export const ADMIN_PUJA_NOT_FOUND = 'This puja does not exist.';

type PujaRow = typeof pujas.$inferSelect;

/** A puja's translatable English fields, in the shape of its `hi` (decision 011). */
const englishFields = (row: PujaRow) => ({
  name: row.name,
  deity: row.deity,
  temple: row.temple,
  city: row.city,
  state: row.state,
  description: row.description,
  benefits: row.benefits,
  deliverables: row.deliverables,
  packages: row.packages.map(({ code, name }) => ({ code, name })),
});

/** The same fields for the "Hindi missing" filter. */
const HINDI_FIELDS: HindiField[] = [
  ...(['name', 'deity', 'temple', 'city', 'state', 'description'] as const).map((key): HindiField => ({
    key,
    english: pujas[key],
    kind: 'text',
  })),
  { key: 'benefits', english: pujas.benefits, kind: 'lines' },
  { key: 'deliverables', english: pujas.deliverables, kind: 'lines' },
  { key: 'packages', english: pujas.packages, kind: 'coded' },
];

function toAdminPuja(row: PujaRow, now: Date): AdminPuja {
  return {
    _id: row.id,
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    deity: row.deity,
    temple: row.temple,
    city: row.city,
    state: row.state,
    description: row.description,
    benefits: row.benefits,
    deliverables: row.deliverables,
    packages: toPackages(row.packages),
    schedule: row.schedule,
    nextDate: upcomingDates(row.schedule, now, 1)[0] ?? null,
    image: row.image,
    sortOrder: row.sortOrder,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    hi: row.hi,
    hindiMissing: missingHindi(englishFields(row), row.hi),
  };
}

/** Packages as the console sent them (rupees, dollars; the contract checked ≤ 2 decimals) → stored minor units. */
function toStoredPackages(packages: AdminPujaPackage[]): StoredPujaPackage[] {
  return packages.map(({ code, name, persons, price, priceUsd }) => {
    const pricePaise = rupeesToPaise(price);
    const priceUsdCents = dollarsToCents(priceUsd);
    if (pricePaise === null || priceUsdCents === null)
      throw httpErrors.badRequest('Prices can have at most 2 decimals.');
    return { code, name, persons, pricePaise, priceUsdCents };
  });
}

export interface AdminPujaFilter {
  page: number;
  pageSize: number;
  kind?: PujaKind | undefined;
  /** Part of the name, deity, temple or city (case-insensitive, wildcards literal). */
  q?: string | undefined;
  /** 'true': active only; 'false': hidden only; absent: both. */
  active?: 'true' | 'false' | undefined;
  /** 'missing': only pujas whose Hindi lacks a filled English field. */
  hindi?: 'missing' | undefined;
}

/** One page of pujas in display order (position, then name), filtered; and the number that match. */
export async function listAdminPujas(
  db: Db,
  filter: AdminPujaFilter,
  now = new Date(),
): Promise<{ results: AdminPuja[]; total: number }> {
  const where = and(
    filter.kind ? eq(pujas.kind, filter.kind) : undefined,
    filter.active ? eq(pujas.active, filter.active === 'true') : undefined,
    textMatch(filter.q, [pujas.name, pujas.deity, pujas.temple, pujas.city]),
    hindiMissingWhere(pujas.hi, HINDI_FIELDS, filter.hindi),
  );
  const displayOrder = [asc(pujas.sortOrder), asc(pujas.name), asc(pujas.id)];
  const { rows, total } = await selectPage(db, pujas, where, displayOrder, filter);
  return { results: rows.map((row) => toAdminPuja(row, now)), total };
}

/** One puja, active or not. Throws 404 when the id is unknown. */
export async function getAdminPuja(db: Db, id: string, now = new Date()): Promise<AdminPuja> {
  const [row] = await db.select().from(pujas).where(eq(pujas.id, id)).limit(1);
  if (!row) throw httpErrors.notFound(ADMIN_PUJA_NOT_FOUND);
  return toAdminPuja(row, now);
}

/**
 * Creates a puja or pitr ritual. Its slug comes from the name; when another
 * puja has it, the new id's last 6 characters are added, so two temples may
 * offer a puja of the same name. `actor`'s creation goes on the audit log in
 * its transaction ('puja.create').
 */
export async function createPuja(db: Db, actor: AdminActor, body: AdminPujaCreateValues): Promise<AdminPuja> {
  const { packages, ...fields } = body;
  const id = newId();
  const values = { ...fields, id, packages: toStoredPackages(packages) };
  const base = slugify(body.name);
  for (const slug of [base, `${base}-${id.slice(-6)}`]) {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(pujas)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: pujas.slug })
        .returning();
      if (row) {
        const after = auditFields(row, ['kind', 'name', 'slug', 'temple', 'city', 'packages', 'active']);
        await recordAudit(tx, actor, { action: 'puja.create', targetId: row.id, after });
      }
      return row;
    });
    if (created) return getAdminPuja(db, created.id);
  }
  throw httpErrors.conflict('A puja with this name already exists. Please choose another name.');
}

/**
 * Updates puja `id` with the fields given. The slug stays, so links keep
 * working after a rename; bookings already made keep the names and price
 * they were made with. The changed fields (package prices included) go on
 * the audit log in the update's transaction as `action`. Throws 404 (unknown id).
 */
export async function updatePuja(
  db: Db,
  actor: AdminActor,
  id: string,
  body: AdminPujaUpdateBody,
  action: 'puja.update' | 'puja.image' = 'puja.update',
): Promise<AdminPuja> {
  const { packages, ...fields } = body;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(pujas).where(eq(pujas.id, id)).for('update');
    if (!current) throw httpErrors.notFound(ADMIN_PUJA_NOT_FOUND);
    const [updated] = await tx
      .update(pujas)
      .set({ ...fields, ...(packages ? { packages: toStoredPackages(packages) } : {}) })
      .where(eq(pujas.id, id))
      .returning();
    await recordChange(tx, actor, { action, targetId: id }, current, updated!);
  });
  return getAdminPuja(db, id);
}

/**
 * Makes `upload` the picture of puja `id`, converted like a product image
 * (WebP fitted into 800×800, no metadata) and stored under a content-hashed
 * key. Throws 404 (unknown puja), 400 (not a JPEG, PNG or WebP), ProviderError (502).
 */
export async function setPujaImage(
  db: Db,
  storage: StorageProvider,
  actor: AdminActor,
  id: string,
  upload: Buffer,
): Promise<AdminPuja> {
  const current = await getAdminPuja(db, id);
  const image = await storeWebp(storage, `pujas/${current.slug}`, upload);
  return updatePuja(db, actor, id, { image }, 'puja.image');
}
