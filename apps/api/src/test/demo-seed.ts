/**
 * The demo data (src/seed/) that module tests start from: the demo customers
 * and admins, the static pages and the shop catalogue. Tests under modules/
 * take it from here, since nothing under modules/ imports src/seed/.
 */
export { DEMO_ADMIN_MOBILE, DEMO_CUSTOMER_MOBILE, seedDemoCustomers } from '../seed/customers/seed.js';
export { seedStaticPages } from '../seed/pages/seed.js';
export { CATALOGUE_PRODUCTS } from '../seed/shop/products.js';
export { seedShop } from '../seed/shop/seed.js';
