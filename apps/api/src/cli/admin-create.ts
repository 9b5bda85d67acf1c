/**
 * Promotes a customer to admin:
 *   tsx apps/api/src/cli/admin-create.ts --phone <mobile>
 * Uses the server's configuration (same DATA_DIR / DATABASE_URL), applies
 * migrations, creates the customer when the number never logged in, prints
 * what it did. Exits 1 with a message on a bad number or a failure.
 */
import { parseArgs } from 'node:util';
import { MESSAGES, normaliseIndianMobile } from '@seva/contracts';
import { loadConfig } from '../config.js';
import { openDatabase, targetFor } from '../db/client.js';
import { promoteToAdmin, type PromoteOutcome } from '../modules/customers/service.js';

const USAGE = 'Usage: admin-create --phone <10-digit Indian mobile number>';

const SAID: Record<PromoteOutcome, string> = {
  created: 'created a new customer and made them an admin',
  promoted: 'promoted the customer to admin',
  'already-admin': 'is already an admin; nothing changed',
};

/** Runs the command for `argv` (without node and script); returns the exit code. */
async function run(argv: string[]): Promise<number> {
  let phone: string | undefined;
  try {
    phone = parseArgs({ args: argv, options: { phone: { type: 'string' } } }).values.phone;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  if (!phone) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  // Refuse a bad number before touching the database.
  if (!normaliseIndianMobile(phone)) {
    process.stderr.write(`${MESSAGES.invalidMobile} Got: "${phone}".\n${USAGE}\n`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(targetFor(config));
  try {
    await database.migrate();
    const { outcome, customer } = await promoteToAdmin(database.db, phone);
    process.stdout.write(`${customer.mobile} (id ${customer.id}) ${SAID[outcome]}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`admin-create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
