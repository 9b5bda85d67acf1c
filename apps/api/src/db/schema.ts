/**
 * Every module's Drizzle tables, gathered for the client and drizzle-kit.
 * Add a module's `tables.ts` here when it gets one.
 */
export * from '../modules/customers/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/dev/tables.js';
export * from '../modules/pages/tables.js';
export * from '../modules/payments/tables.js';
export * from '../modules/addresses/tables.js';
export * from '../modules/shop/tables.js';
export * from '../modules/puja/tables.js';
export * from '../modules/yatra/tables.js';
export * from '../modules/recharge/tables.js';
export * from '../modules/media/tables.js';
export * from '../modules/news/tables.js';
export * from '../modules/consultancy/tables.js';
export * from '../modules/milan/tables.js';
export * from '../modules/notifications/tables.js';
export * from '../modules/audit/tables.js';
export * from '../modules/data-export/tables.js';
