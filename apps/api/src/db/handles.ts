/** The types of a database handle, shared by db/client.ts and what it wires in (db/after-commit.ts). */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.js';

export type Schema = typeof schema;
/** The Drizzle database over every table (PGlite behind its thread, or PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; services take `Db | Tx` where a caller may hold one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
