/**
 * What the media console's services share: the list filter, the "still
 * holds records" DELETE, and the check that a parent a record names exists.
 */
import { httpErrors } from '@fastify/sensible';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import type { Paging } from '../../db/paging.js';

export const UNKNOWN_SUB_CATEGORY = 'Please choose a sub-category that exists.';

/** A console list query: the page, text `q` and `active` ('true' active only, 'false' hidden only; absent: both). */
export interface CatalogueFilter extends Paging {
  q?: string | undefined;
  active?: 'true' | 'false' | undefined;
  /** 'missing': only records whose Hindi lacks a filled English field (decision 011). */
  hindi?: 'missing' | undefined;
}

/** The condition of `filter.active` on `column`; undefined (no condition) when absent. */
export function activeMatch(column: PgColumn, filter: CatalogueFilter): SQL | undefined {
  return filter.active ? eq(column, filter.active === 'true') : undefined;
}

/** What a DELETE answers when other records still point to the one deleted. */
export const stillHolds = (what: string, records: string) =>
  httpErrors.conflict(
    `This ${what} still holds ${records}, so it cannot be deleted. Hide it instead (switch off “Active”).`,
  );

/**
 * Deletes the row of `table` whose `idColumn` is `id`. Throws 404 (`notFound`)
 * when there is none and `inUse` (409) when other rows still point to it:
 * the foreign key decides, so a record added meanwhile is never orphaned.
 */
export async function deleteUnlessHeld(
  db: Db,
  table: PgTable,
  idColumn: PgColumn,
  id: string,
  notFound: string,
  inUse: () => Error,
): Promise<void> {
  let deleted: unknown[];
  try {
    deleted = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
  if (deleted.length === 0) throw httpErrors.notFound(notFound);
}

/** Throws 400 `message` unless `table` has a row whose `idColumn` is `id`. */
export async function assertParentExists(
  db: Db,
  table: PgTable,
  idColumn: PgColumn,
  id: string,
  message: string,
): Promise<void> {
  const [row] = await db.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  if (!row) throw httpErrors.badRequest(message);
}

/** The audit entry of a file uploaded to content record `id` of `kind` (an edit of that record: issue 24). */
export const pictureOf = (kind: string, id: string) => ({
  action: 'content.update' as const,
  targetId: id,
  detail: kind,
});
