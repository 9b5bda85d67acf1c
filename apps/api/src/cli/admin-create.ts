/**
 * Makes a customer an admin of some console areas:
 *   tsx apps/api/src/cli/admin-create.ts --phone <mobile> --area <area>[,<area>…] [--area <area>…]
 * The areas replace the admin's former ones (so the command also narrows or
 * moves an admin); at least one is required. Uses the server's configuration
 * (same DATA_DIR / DATABASE_URL), applies migrations, creates the customer
 * when the number never logged in, prints what it did. Exits 1 with a message
 * on a bad number, a missing or unknown area, or a failure.
 */
import { parseArgs } from 'node:util';
import { ADMIN_AREAS, MESSAGES, adminAreaSchema, normaliseIndianMobile, type AdminArea } from '@seva/contracts';
import { loadConfig } from '../config.js';
import { openDatabase, targetFor } from '../db/client.js';
import { promoteToAdmin, type PromoteOutcome } from '../modules/customers/service.js';

const USAGE =
  'Usage: admin-create --phone <10-digit Indian mobile number> --area <area>[,<area>…] (repeatable)\n' +
  `Areas: ${ADMIN_AREAS.join(', ')} (super reaches every area and the audit log).`;

const SAID: Record<PromoteOutcome, (areas: string) => string> = {
  created: (areas) => `created a new customer and made them an admin of ${areas}`,
  promoted: (areas) => `promoted the customer to admin of ${areas}`,
  'areas-changed': (areas) => `was already an admin and now holds ${areas}`,
  unchanged: (areas) => `is already an admin of ${areas}; nothing changed`,
};

/** The areas named by `--area` values (each one area or a comma list); an Error naming an unknown one. */
function parseAreas(values: string[]): AdminArea[] {
  return values
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const area = adminAreaSchema.safeParse(name);
      if (!area.success) throw new Error(`Unknown area "${name}".`);
      return area.data;
    });
}

/** Runs the command for `argv` (without node and script); returns the exit code. */
async function run(argv: string[]): Promise<number> {
  let phone: string | undefined;
  let areas: AdminArea[];
  try {
    const { values } = parseArgs({
      args: argv,
      options: { phone: { type: 'string' }, area: { type: 'string', multiple: true } },
    });
    phone = values.phone;
    areas = parseAreas(values.area ?? []);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  // Refuse a bad number or no area before touching the database.
  if (phone && !normaliseIndianMobile(phone)) {
    process.stderr.write(`${MESSAGES.invalidMobile} Got: "${phone}".\n${USAGE}\n`);
    return 1;
  }
  if (!phone || areas.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(targetFor(config));
  try {
    await database.migrate();
    const { outcome, customer } = await promoteToAdmin(database.db, phone, areas);
    process.stdout.write(`${customer.mobile} (id ${customer.id}) ${SAID[outcome](customer.adminAreas.join(', '))}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`admin-create failed: ${error instanceof Error ? error.message : String(error)}\n`);
  return 1;
});
