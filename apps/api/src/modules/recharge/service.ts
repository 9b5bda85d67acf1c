/**
 * The recharge module's public API (DESIGN: modules): the only file other
 * modules, jobs and the CLI may import from (the seed and tests also name
 * tables.ts). What jobs/poll-recharges.ts needs to finish pending orders,
 * from orders.ts (the recharge sequence): the orders due a poll, applying
 * the provider's answer, and asking again later.
 */
export { applyAnswer, dueRechargeOrders, pollLater } from './orders.js';
// The console's overview counts the pending ones.
export { countPendingRecharges } from './admin-orders.js';
// The reminder job (jobs/notify-recharge-reminders.ts) and the console's open complaints count.
export { billDueReminders, validityReminders, type RechargeReminder } from './reminders.js';
export { countOpenComplaints } from './admin-complaints.js';
export { exportCustomerData } from './customer-export.js';
export { eraseCustomerRecharges, pendingRechargesOf } from './erase.js';
