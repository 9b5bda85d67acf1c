/**
 * `npm run db:restore -- <file>`: restores a backup (backup/restore.ts) into
 * the configured database (DATABASE_URL, else DATA_DIR/pglite) and DATA_DIR's
 * file folders, all of which must be empty. Prints each table's rows and
 * whether its count and checksum match the backup. Exits 1 with a message
 * when refused (nothing changed), on a mismatch (database rolled back), or on
 * a failure.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { RestoreMismatchError, restoreBackup, type RestoredTable } from '../backup/restore.js';
import { TargetNotEmptyError } from '../backup/restore-target.js';

const USAGE = 'Usage: npm run db:restore -- <backup file (seva-….tar.gz)>';

/** The summary table: one line per table, its rows and the check. */
function tableLines(tables: RestoredTable[]): string {
  const width = Math.max(5, ...tables.map((table) => table.name.length));
  const lines = tables.map(
    (t) =>
      `  ${t.name.padEnd(width)}  ${String(t.rows).padStart(8)}  ${t.ok ? 'ok' : `MISMATCH (backup: ${t.expectedRows} rows)`}`,
  );
  return [`  ${'table'.padEnd(width)}  ${'rows'.padStart(8)}  check`, ...lines].join('\n');
}

/** Restores; answers the exit code. */
async function run(argv: string[]): Promise<number> {
  if (argv.length !== 1 || !argv[0]) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  // npm runs scripts from the repository root; INIT_CWD is where the command was typed.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argv[0]);
  if (!existsSync(file)) {
    process.stderr.write(`No such file: ${file}\n${USAGE}\n`);
    return 1;
  }
  const started = performance.now();
  const summary = await restoreBackup(loadConfig(), file);
  const { manifest } = summary;
  process.stdout.write(
    `Restored ${file}\n  taken ${manifest.createdAt} from ${manifest.source.engine}, ${manifest.migrations.count} migrations\n` +
      `  into ${summary.target}\n${tableLines(summary.tables)}\n`,
  );
  for (const [folder, found] of Object.entries(summary.files ?? {})) {
    const expected = manifest.files?.[folder as 'uploads' | 'private'];
    const ok = expected && expected.files === found.files && expected.bytes === found.bytes;
    process.stdout.write(`  ${folder}/: ${found.files} files, ${found.bytes} bytes ${ok ? 'ok' : 'MISMATCH'}\n`);
  }
  if (manifest.files && !summary.files)
    process.stdout.write('  files not restored: STORAGE_PROVIDER=s3 (copy uploads/ and private/ into the buckets)\n');
  process.stdout.write(
    `  in ${((performance.now() - started) / 1000).toFixed(1)} s. Start the server: it applies newer migrations.\n`,
  );
  return 0;
}

process.exitCode = await run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof TargetNotEmptyError)
    process.stderr.write(`Restore refused, nothing changed: ${error.message}\n`);
  else if (error instanceof RestoreMismatchError)
    process.stderr.write(`Restore failed, database rolled back: ${error.message}\n${tableLines(error.tables)}\n`);
  else process.stderr.write(`db:restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
