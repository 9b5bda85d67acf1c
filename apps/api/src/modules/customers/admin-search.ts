/**
 * The admin customer list (GET /api/admin/customers): search by first name,
 * last name, full name, mobile or e-mail (case-insensitive substring), newest
 * first, paged.
 */
import { desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normaliseIndianMobile, type CustomerProfile } from '@seva/contracts';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { selectPage } from '../../db/paging.js';
import { toProfile } from './records.js';
import { customers } from './tables.js';

export interface CustomerSearch {
  q?: string | undefined;
  /** From 1. */
  page: number;
  /** 1–100. */
  pageSize: number;
}

/** Customers whose first, last or full name, mobile or e-mail contains `q` (case-insensitive); undefined for a blank `q`. */
export function customerMatching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  // A number typed as "+91 98765 43210" still finds the stored 10-digit mobile.
  const mobile = /^[\d\s()+-]+$/.test(text) ? normaliseIndianMobile(text) : null;
  return or(
    ilike(customers.firstName, pattern),
    ilike(customers.lastName, pattern),
    sql`(${customers.firstName} || ' ' || ${customers.lastName}) ilike ${pattern}`,
    ilike(customers.mobile, pattern),
    ilike(customers.email, pattern),
    ...(mobile ? [sql`${customers.mobile} = ${mobile}`] : []),
  );
}

/** One page of customers matching `q` (all when empty) and the total match count. */
export async function searchCustomers(
  db: Db,
  { q, page, pageSize }: CustomerSearch,
): Promise<{ results: CustomerProfile[]; total: number }> {
  const where = customerMatching(q);
  const newestFirst = [desc(customers.createdAt), desc(customers.id)];
  const { rows, total } = await selectPage(db, customers, where, newestFirst, { page, pageSize });
  return { results: rows.map(toProfile), total };
}
