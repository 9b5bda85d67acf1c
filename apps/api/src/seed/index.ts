/**
 * Demo data for an empty database (`npm start`, SEED_DEMO_DATA=true): each
 * seeder inserts only what is missing, so a restart changes nothing.
 */
import type { Db } from '../db/client.js';
import { seedDemoCustomers } from '../modules/customers/seed.js';
import { seedStaticPages } from '../modules/pages/seed.js';

export type Seeder = (db: Db) => Promise<void>;

const seeders: Seeder[] = [seedDemoCustomers, seedStaticPages];

export async function seedDemoData(db: Db): Promise<void> {
  for (const seed of seeders) await seed(db);
}
