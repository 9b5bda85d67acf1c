/**
 * Demo data for an empty database (`npm start`, SEED_DEMO_DATA=true): each
 * seeder inserts only what is missing, so a restart changes nothing.
 */
import type { Db } from '../db/client.js';
import { seedDemoCustomers } from './customers/seed.js';
import { seedMedia } from './media/seed.js';
import { seedMilan } from './milan/seed.js';
import { seedNews } from './news/seed.js';
import { seedStaticPages } from './pages/seed.js';
import { seedPujas } from './puja/seed.js';
import { seedShop } from './shop/seed.js';
import { seedYatras } from './yatra/seed.js';
import type { Providers } from '../providers/types.js';

export type Seeder = (db: Db, providers: Providers) => Promise<void>;

const seeders: Seeder[] = [
  seedDemoCustomers,
  seedStaticPages,
  seedShop,
  seedPujas,
  seedYatras,
  seedMedia,
  seedNews,
  seedMilan,
];

/** Runs every seeder in order; images go through `providers.storage`. */
export async function seedDemoData(db: Db, providers: Providers): Promise<void> {
  for (const seed of seeders) await seed(db, providers);
}
