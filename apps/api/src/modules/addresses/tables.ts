import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';

/**
 * A customer's delivery address (SPEC §3 "Address"). Deleting removes the
 * row; orders keep their own copy of the address they shipped to.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    customerId: text()
      .notNull()
      .references(() => customers.id),
    name: text().notNull(),
    mobile: text().notNull(),
    houseNo: text().notNull(),
    area: text().notNull(),
    landmark: text().notNull().default(''),
    city: text().notNull(),
    state: text().notNull(),
    pincode: text().notNull(),
    addressType: text({ enum: ['home', 'work', 'other'] })
      .notNull()
      .default('home'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [index('addresses_customer_id_idx').on(t.customerId, t.createdAt)],
);
