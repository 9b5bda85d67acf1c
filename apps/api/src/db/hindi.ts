/**
 * The console's "Hindi missing" filter (issue 21, decision 011): rows whose `hi` object lacks the Hindi of a
 * filled English field, in SQL so the list pages and counts stay in the database. It agrees with contracts'
 * `missingHindi`, which names the fields on each row (a test checks both on the same rows).
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One translatable field: `text` (a string column), `lines` (a JSON array of strings, paired by position),
 * `items` (a JSON array of objects whose text `fields` are paired by position, e.g. itinerary days) or
 * `coded` (a JSON array of objects with `code` and `name`, paired by code, e.g. packages).
 */
export type HindiField =
  | { key: string; english: PgColumn; kind: 'text' | 'lines' | 'coded' }
  | { key: string; english: PgColumn; kind: 'items'; fields: readonly string[] };

const blank = (value: SQL) => sql`coalesce(btrim(${value}), '') = ''`;

function lacks(hi: PgColumn, field: HindiField): SQL {
  const hindi = sql`${hi} -> ${field.key}`;
  switch (field.kind) {
    case 'text':
      return sql`(btrim(${field.english}) <> '' and ${blank(sql`${hi} ->> ${field.key}`)})`;
    case 'lines':
      return sql`exists (select 1 from jsonb_array_elements_text(${field.english}) with ordinality as e(line, n)
        where btrim(e.line) <> '' and ${blank(sql`${hindi} ->> (e.n::int - 1)`)})`;
    case 'coded':
      return sql`exists (select 1 from jsonb_array_elements(${field.english}) as e(item)
        where btrim(e.item ->> 'name') <> '' and not exists (
          select 1 from jsonb_array_elements(coalesce(${hindi}, '[]'::jsonb)) as h(item)
          where h.item ->> 'code' = e.item ->> 'code' and btrim(h.item ->> 'name') <> ''))`;
    case 'items':
      return or(
        ...field.fields.map(
          (name) => sql`exists (select 1 from jsonb_array_elements(${field.english}) with ordinality as e(item, n)
            where btrim(e.item ->> ${name}) <> '' and ${blank(sql`${hindi} -> (e.n::int - 1) ->> ${name}`)})`,
        ),
      ) as SQL;
  }
}

/** Rows lacking Hindi for any of `fields`, when `filter` is 'missing'; undefined (no condition) otherwise. */
export function hindiMissingWhere(hi: PgColumn, fields: readonly HindiField[], filter?: 'missing'): SQL | undefined {
  if (filter !== 'missing') return undefined;
  return or(...fields.map((field) => lacks(hi, field)));
}
