/**
 * A backup's manifest (manifest.json, the archive's first entry): what the
 * archive holds and the numbers a restore must reach again. Checked with zod
 * when read, so a file from elsewhere or a newer format is refused by name.
 */
import { z } from 'zod';

/** The manifest format this code writes and reads. */
export const MANIFEST_VERSION = 1;

const fileSetSchema = z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) });

export const manifestSchema = z.object({
  format: z.literal('seva-backup'),
  version: z.literal(MANIFEST_VERSION),
  /** ISO time the database snapshot was taken. */
  createdAt: z.string(),
  /** The engine backed up and its version (`select version()`). */
  source: z.object({ engine: z.enum(['pglite', 'postgresql']), version: z.string() }),
  /** The migrations applied to the source: how many, and the last one's hash (drizzle's sha256 of its SQL). */
  migrations: z.object({ count: z.number().int().min(0), lastHash: z.string().nullable() }),
  tables: z.array(
    z.object({
      name: z.string(),
      /** The stored columns, in the order of the table's COPY file (database/<name>.copy). */
      columns: z.array(z.string()),
      references: z.array(z.string()),
      rows: z.number().int().min(0),
      /** md5 of the rows' text forms ordered by primary key (catalog.ts tableChecksum). */
      checksum: z.string(),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() })),
  /** The local files inside (uploads/, private/); null = none (STORAGE_PROVIDER=s3: they live in the buckets). */
  files: z.object({ uploads: fileSetSchema, private: fileSetSchema }).nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Backup file names: `seva-2026-11-29T143012Z.tar.gz` (UTC, to the second), so names sort by time. */
export const BACKUP_FILE = /^seva-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;

/** The file name of a backup taken at `at`. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
  return `seva-${stamp}.tar.gz`;
}

/** Parses manifest.json's text; throws naming what is wrong (not a Seva backup, another format version). */
export function parseManifest(text: string): Manifest {
  const json: unknown = JSON.parse(text);
  const head = z.object({ format: z.string(), version: z.unknown() }).safeParse(json);
  if (!head.success || head.data.format !== 'seva-backup') throw new Error('this is not a Seva backup (no manifest)');
  if (head.data.version !== MANIFEST_VERSION)
    throw new Error(`the backup's format is version ${String(head.data.version)}; this code reads ${MANIFEST_VERSION}`);
  return manifestSchema.parse(json);
}
