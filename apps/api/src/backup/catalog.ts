/**
 * What a backup reads from the database's own catalogue, the same on PGlite
 * and PostgreSQL: the tables of the `public` schema (columns, primary key,
 * the tables they reference), its sequences, and a checksum per table. The
 * dump (dump.ts) and the restore's check (restore.ts) ask the same questions,
 * so a table restored into the other engine answers the same numbers.
 */

/** Runs one SQL statement and answers its rows: a node-postgres client or PGlite, wrapped (restore-target.ts). */
export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * The text forms the dump's COPY and the checksums use, fixed for the
 * transaction (SET LOCAL: a server connection lent to a backup keeps its
 * own): times in UTC, ISO dates, shortest exact floats, hex bytea.
 */
export const SESSION_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 1',
  "SET LOCAL bytea_output = 'hex'",
];

export interface TableInfo {
  name: string;
  /** Stored columns in table order; generated ones are left out (the database computes them again). */
  columns: string[];
  /** The primary key's columns; empty when the table has none. */
  primaryKey: string[];
  /** Other tables of `public` this one has foreign keys to. */
  references: string[];
}

/** Quotes an identifier for SQL ("a""b"). */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of `public`, by name. */
export async function listTables(sql: Sql): Promise<TableInfo[]> {
  const rows = await sql<{ name: string; columns: string[]; primary_key: string[]; refs: string[] }>(`
    select c.relname as name,
      (select coalesce(json_agg(a.attname order by a.attnum), '[]') from pg_attribute a
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
      (select coalesce(json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum)), '[]')
        from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = c.oid and i.indisprimary) as primary_key,
      (select coalesce(json_agg(distinct r.relname), '[]') from pg_constraint f join pg_class r on r.oid = f.confrelid
        where f.conrelid = c.oid and f.contype = 'f' and r.oid <> c.oid) as refs
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'
    order by c.relname`);
  return rows.map((row) => ({
    name: row.name,
    columns: row.columns,
    primaryKey: row.primary_key,
    references: row.refs,
  }));
}

/** The sequences of `public` with their state (`setval(name, lastValue, isCalled)` puts it back). */
export async function listSequences(sql: Sql): Promise<{ name: string; lastValue: string; isCalled: boolean }[]> {
  const names = await sql<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'S' order by c.relname`);
  const sequences = [];
  for (const { name } of names) {
    const [state] = await sql<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from public.${ident(name)}`,
    );
    sequences.push({ name, lastValue: state!.last_value, isCalled: state!.is_called });
  }
  return sequences;
}

/**
 * A table's row count and the md5 of its rows' text forms, one a line,
 * ordered by primary key (by the whole row without one). Needs
 * SESSION_SETTINGS, which fix the text forms.
 */
export async function tableChecksum(sql: Sql, table: TableInfo): Promise<{ rows: number; checksum: string }> {
  const order = table.primaryKey.length
    ? table.primaryKey.map((column) => `r.${ident(column)}`).join(', ')
    : 'row(r.*)::text';
  const [result] = await sql<{ rows: string; checksum: string }>(
    `select count(*)::text as rows, md5(coalesce(string_agg(row(r.*)::text, E'\\n' order by ${order}), '')) as checksum
     from public.${ident(table.name)} as r`,
  );
  return { rows: Number(result!.rows), checksum: result!.checksum };
}

/**
 * The tables in an order that loads every referenced table before the ones
 * pointing at it (a table's own references are checked at the end of its
 * COPY). Throws on a cycle between tables, which this order cannot load.
 */
export function loadOrder<T extends { name: string; references: string[] }>(tables: T[]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const done = new Set<string>();
  const ordered: T[] = [];
  const visit = (table: T, path: string[]) => {
    if (done.has(table.name)) return;
    if (path.includes(table.name)) throw new Error(`foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
    for (const name of table.references) {
      const referenced = byName.get(name);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    done.add(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}
