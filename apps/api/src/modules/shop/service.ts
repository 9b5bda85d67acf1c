/**
 * The shop module's public API (DESIGN: modules): the only file other
 * modules, jobs and the CLI may import from (the seed and tests also name
 * tables.ts). Nothing imports the shop's rules today: payments reaches the
 * cart through its purpose registry, where routes.ts registers these hooks
 * of the `cart` purpose:
 *   cart.ts    cartQuote: the server's price of a cart payment (checked when the payment order is made)
 *   orders.ts  fulfilCartPayment: reconciliation places the order of a paid cart whose browser never came back
 */
export { cartQuote } from './cart.js';
export { fulfilCartPayment } from './orders.js';
export { countOrdersToShip } from './admin-orders.js';
export { exportCustomerData } from './customer-export.js';
export { eraseCustomerShop, openOrdersOf } from './erase.js';
