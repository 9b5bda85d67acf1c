/**
 * `npm run bench:milan-plan`: the query plans of Milan Sathi search on
 * 10,000 generated members (issue 7 "Bench: … show the query plan uses
 * indexes"). Builds a fresh database (PGlite in memory, or DATABASE_URL),
 * migrates it, generates the members (milan-profiles.ts, then VACUUM
 * ANALYZE), runs the search service for the bench's searches while capturing
 * the SQL it sends, and prints EXPLAIN (ANALYZE) of each statement that reads
 * milan_profiles as the server runs it (a prepared statement, with the plan
 * Postgres keeps for it) and the service's average time per search; then one line
 * per filter combination of the search page (milan-searches.ts), as a visitor
 * sorting by newest and as a bride sorting by match. Exits 1 when a plan reads
 * milan_profiles by Seq Scan, or a match sort is not bounded by the index (no
 * Incremental Sort presorted on the score: a sort of every candidate).
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
import { ensureGunaScores } from '../../../apps/api/src/modules/milan/kundli/guna-scores.js';
import { createPhotoLinks } from '../../../apps/api/src/modules/milan/photos/photo-links.js';
import { searchProfiles } from '../../../apps/api/src/modules/milan/search/search.js';
import { milanProfiles } from '../../../apps/api/src/modules/milan/tables.js';
import { generateBenchProfiles } from './milan-profiles.js';
import { filterCombinations, MILAN_SEARCHES } from './milan-searches.js';

/** Searches timed after the plans are captured (the service alone: no HTTP, no JSON). */
const TIMED_RUNS = 30;
const MIGRATIONS = fileURLToPath(new URL('../../../apps/api/drizzle', import.meta.url));

interface Captured {
  sql: string;
  params: unknown[];
}

/** A statement's value as an SQL literal, for `EXECUTE name(…)`. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** Statements EXECUTEd before the one explained: from the sixth, Postgres may keep a generic plan. */
const WARM_EXECUTIONS = 6;

/**
 * EXPLAIN (ANALYZE) of `query` as the server runs it, a named prepared
 * statement (db/prepared.ts): prepared, executed WARM_EXECUTIONS times with
 * its values, so the plan shown is the one Postgres keeps for it (the generic
 * plan when it chose one), then explained and deallocated. `run` runs SQL text.
 */
async function explainPrepared(
  run: (text: string) => Promise<{ rows: { 'QUERY PLAN'?: string }[] }>,
  query: Captured,
): Promise<{ 'QUERY PLAN': string }[]> {
  const execute = `execute explained(${query.params.map(literal).join(', ')})`;
  await run(`prepare explained as ${query.sql}`);
  try {
    for (let i = 0; i < WARM_EXECUTIONS; i += 1) await run(execute);
    return (await run(`explain (analyze) ${execute}`)).rows.map((row) => ({ 'QUERY PLAN': row['QUERY PLAN'] ?? '' }));
  } finally {
    await run('deallocate explained');
  }
}

/** A database whose Drizzle handle records every statement, and a raw `explain` on the same connection. */
async function open(captured: Captured[]) {
  const logger: Logger = { logQuery: (query, params) => captured.push({ sql: query, params }) };
  const url = process.env.DATABASE_URL;
  if (url) {
    // One connection: the prepared statement and its EXECUTEs meet on it.
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS });
    return {
      db: drizzlePg(pool, { schema, casing: 'snake_case', logger }) as unknown as Db,
      explain: (query: Captured) => explainPrepared((text) => pool.query(text), query),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });
  return {
    db: drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db,
    explain: (query: Captured) => explainPrepared((text) => client.query(text), query),
    close: () => client.close(),
  };
}

/**
 * What a plan shows: the index names it reads milan_profiles through,
 * whether it scans milan_profiles sequentially, and, for a match sort,
 * whether the sort is bounded (an Incremental Sort presorted on the score).
 */
function planSummary(lines: string[]): { indexes: string[]; seqScan: boolean; boundedMatch: boolean } {
  const indexes = new Set<string>();
  for (const line of lines) {
    const match =
      /(?:Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (milan_profiles_\w+)/.exec(line);
    if (match) indexes.add(match[1]!);
  }
  return {
    indexes: [...indexes],
    seqScan: lines.some((line) => /Seq Scan on milan_profiles\b/.test(line)),
    boundedMatch: lines.some((line) => /Presorted Key: .*points/.test(line)),
  };
}

type Database = Awaited<ReturnType<typeof open>>;

/** A search to explain: its query string and its viewer (null: a visitor). */
interface Explained {
  label: string;
  query: string;
  viewerId: string | null;
}

/**
 * Runs `search` through the service while capturing its SQL, and answers the
 * page and the EXPLAIN (ANALYZE) lines of each captured statement that reads
 * milan_profiles, with its kind and summary.
 */
async function explainSearch(database: Database, captured: Captured[], search: Explained) {
  captured.length = 0;
  const query = profileSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(search.query)));
  const page = await searchProfiles(database.db, links, search.viewerId, query);
  const statements = captured.filter((c) => /from "milan_profiles"/i.test(c.sql));
  const plans = [];
  for (const statement of statements) {
    const lines = (await database.explain(statement)).map((row) => row['QUERY PLAN']);
    const kind = /^select count\(/i.test(statement.sql)
      ? 'count'
      : /order by/i.test(statement.sql)
        ? 'cards'
        : 'viewer profile';
    plans.push({ kind, lines, ...planSummary(lines) });
  }
  return { query, page, plans };
}

/** The failures of one explained search: a Seq Scan on milan_profiles, or a match sort not bounded by the index. */
function failuresOf(query: { sort: string }, plans: Awaited<ReturnType<typeof explainSearch>>['plans']): string[] {
  const failures = plans.filter((plan) => plan.seqScan).map((plan) => `SEQ SCAN on milan_profiles (${plan.kind})`);
  const cards = plans.find((plan) => plan.kind === 'cards');
  if (query.sort === 'match' && cards && !cards.boundedMatch)
    failures.push('match sort not bounded (no Incremental Sort on the score)');
  return failures;
}

// Bench members have no photos: the links' secret signs nothing.
const links = createPhotoLinks('bench');

async function main(): Promise<void> {
  const captured: Captured[] = [];
  const database = await open(captured);
  let failed = 0;
  try {
    await ensureGunaScores(database.db);
    const generated = await generateBenchProfiles(database.db);
    console.log(
      `generated ${generated.inserted} members in ${(generated.ms / 1000).toFixed(1)} s (then VACUUM ANALYZE)\n`,
    );
    // The viewer of the member searches: the first generated bride with a moon sign.
    const [viewer] = await database.db
      .select({ id: milanProfiles.customerId })
      .from(milanProfiles)
      .where(and(eq(milanProfiles.gender, 'female'), isNotNull(milanProfiles.moonRashi)))
      .limit(1);
    const bride = viewer?.id ?? null;
    for (const search of MILAN_SEARCHES) {
      const viewerId = search.asMember ? bride : null;
      const { query, page, plans } = await explainSearch(database, captured, {
        label: search.name,
        query: search.query,
        viewerId,
      });
      const started = performance.now();
      for (let i = 0; i < TIMED_RUNS; i += 1) await searchProfiles(database.db, links, viewerId, query);
      const averageMs = (performance.now() - started) / TIMED_RUNS;
      console.log(`── ${search.name}: ${search.query}${search.asMember ? ' (signed-in bride)' : ''}`);
      console.log(
        `   ${page.total} matches, ${page.results.length} on page ${page.page}; ` +
          `searchProfiles ${averageMs.toFixed(1)} ms on average over ${TIMED_RUNS} runs (in process)`,
      );
      for (const plan of plans) {
        console.log(
          `\n   [${plan.kind}] ${plan.seqScan ? 'SEQ SCAN on milan_profiles' : `indexes: ${plan.indexes.join(', ') || '(none)'}`}`,
        );
        for (const line of plan.lines) console.log(`     ${line}`);
      }
      const failures = failuresOf(query, plans);
      if (failures.length > 0) console.log(`\n   FAILED: ${failures.join('; ')}`);
      failed += failures.length > 0 ? 1 : 0;
      console.log('');
    }
    const combinations = filterCombinations();
    console.log(
      `── ${combinations.length} filter combinations of the search page, as a visitor (newest) and as the bride (match):`,
    );
    for (const filters of combinations) {
      for (const [who, viewerId, sort] of [
        ['visitor', null, 'newest'],
        ['bride', bride, 'match'],
      ] as const) {
        const search = `${filters}${filters ? '&' : ''}sort=${sort}`;
        const { query, page, plans } = await explainSearch(database, captured, { label: who, query: search, viewerId });
        const cards = plans.find((plan) => plan.kind === 'cards');
        const ms =
          cards?.lines.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
        const failures = failuresOf(query, plans);
        console.log(
          `   ${failures.length ? 'FAIL' : 'ok  '} ${who.padEnd(7)} ${String(page.total).padStart(5)} matches ${ms.padStart(9)}  ` +
            `${(cards?.indexes.join(', ') ?? '').padEnd(44)} ${search}${failures.length ? `  ← ${failures.join('; ')}` : ''}`,
        );
        failed += failures.length > 0 ? 1 : 0;
      }
    }
  } finally {
    await database.close();
  }
  if (failed > 0) {
    console.log(`\n${failed} search(es) read milan_profiles by Seq Scan or sorted every match candidate.`);
    process.exitCode = 1;
  } else console.log('\nEvery plan reads milan_profiles through an index, and every match sort is bounded by it.');
}

await main();
