/**
 * `npm run bench:milan-plan`: the query plans of Milan Sathi search on
 * 10,000 generated members (issue 7 "Bench: … show the query plan uses
 * indexes"). Builds a fresh database (PGlite in memory, or DATABASE_URL),
 * migrates it, generates the members (milan-profiles.ts, then ANALYZE), runs
 * the search service for the bench's filters while capturing the SQL it
 * sends, and prints EXPLAIN (ANALYZE) of each statement that reads
 * milan_profiles, and the service's average time per search. Exits 1 when a
 * plan reads milan_profiles by Seq Scan.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { profileSearchQuerySchema } from '@seva/contracts';
import type { Db } from '../../../apps/api/src/db/client.js';
import * as schema from '../../../apps/api/src/db/schema.js';
import { ensureGunaScores } from '../../../apps/api/src/modules/milan/guna-scores.js';
import { createPhotoLinks } from '../../../apps/api/src/modules/milan/photo-links.js';
import { searchProfiles } from '../../../apps/api/src/modules/milan/search.js';
import { milanProfiles } from '../../../apps/api/src/modules/milan/tables.js';
import { generateBenchProfiles } from './milan-profiles.js';
import { MILAN_SEARCHES } from './milan-searches.js';

/** Searches timed after the plans are captured (the service alone: no HTTP, no JSON). */
const TIMED_RUNS = 30;
const MIGRATIONS = fileURLToPath(new URL('../../../apps/api/drizzle', import.meta.url));

interface Captured {
  sql: string;
  params: unknown[];
}

/** A database whose Drizzle handle records every statement, and a raw `explain` on the same connection. */
async function open(captured: Captured[]) {
  const logger: Logger = { logQuery: (query, params) => captured.push({ sql: query, params }) };
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db,
      explain: async (query: Captured) =>
        (await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${query.sql}`, query.params)).rows,
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db,
    explain: async (query: Captured) =>
      (await client.query<{ 'QUERY PLAN': string }>(`explain (analyze) ${query.sql}`, query.params)).rows,
    close: () => client.close(),
  };
}

/** The index names a plan reads milan_profiles through, and whether it scans the table sequentially. */
function planSummary(lines: string[]): { indexes: string[]; seqScan: boolean } {
  const indexes = new Set<string>();
  for (const line of lines) {
    const match =
      /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (milan_profiles_\w+)/.exec(line);
    if (match) indexes.add(match[1]!);
  }
  return { indexes: [...indexes], seqScan: lines.some((line) => /Seq Scan on milan_profiles\b/.test(line)) };
}

async function main(): Promise<void> {
  const captured: Captured[] = [];
  const database = await open(captured);
  let seqScans = 0;
  try {
    await ensureGunaScores(database.db);
    const generated = await generateBenchProfiles(database.db);
    console.log(`generated ${generated.inserted} members in ${(generated.ms / 1000).toFixed(1)} s (then ANALYZE)\n`);
    // The viewer of the member search: the first generated bride with a moon sign.
    const [viewer] = await database.db
      .select({ id: milanProfiles.customerId })
      .from(milanProfiles)
      .where(and(eq(milanProfiles.gender, 'female'), isNotNull(milanProfiles.moonRashi)))
      .limit(1);
    // Bench members have no photos: the links' secret signs nothing.
    const links = createPhotoLinks('bench');
    for (const search of MILAN_SEARCHES) {
      captured.length = 0;
      const query = profileSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search.query)));
      const page = await searchProfiles(database.db, links, search.asMember ? (viewer?.id ?? null) : null, query);
      const statements = captured.filter((c) => /from "milan_profiles"/i.test(c.sql));
      const viewerId = search.asMember ? (viewer?.id ?? null) : null;
      const started = performance.now();
      for (let i = 0; i < TIMED_RUNS; i += 1) await searchProfiles(database.db, links, viewerId, query);
      const averageMs = (performance.now() - started) / TIMED_RUNS;
      console.log(`── ${search.name}: ${search.query}${search.asMember ? ' (signed-in bride)' : ''}`);
      console.log(
        `   ${page.total} matches, ${page.results.length} on page ${page.page}; ` +
          `searchProfiles ${averageMs.toFixed(1)} ms on average over ${TIMED_RUNS} runs (in process)`,
      );
      for (const statement of statements) {
        const lines = (await database.explain(statement)).map((row) => row['QUERY PLAN']);
        const { indexes, seqScan } = planSummary(lines);
        const kind = /^select count\(/i.test(statement.sql)
          ? 'count'
          : /order by/i.test(statement.sql)
            ? 'cards'
            : 'viewer profile';
        console.log(
          `\n   [${kind}] ${seqScan ? 'SEQ SCAN on milan_profiles' : `indexes: ${indexes.join(', ') || '(none)'}`}`,
        );
        for (const line of lines) console.log(`     ${line}`);
        if (seqScan) seqScans += 1;
      }
      console.log('');
    }
  } finally {
    await database.close();
  }
  if (seqScans > 0) {
    console.log(`${seqScans} plan(s) read milan_profiles by Seq Scan.`);
    process.exitCode = 1;
  } else console.log('Every plan reads milan_profiles through an index.');
}

await main();
