/**
 * The shop's admin console services (GET/POST/PATCH /api/admin/shop/…), one
 * concern per file: categories, products, the product image, orders and
 * refunds. admin-routes.ts imports from here.
 */
export { CATEGORY_NOT_FOUND, createCategory, listAdminCategories, updateCategory } from './admin-categories.js';
export { NOT_AN_IMAGE } from '../../lib/images/image.js';
export { setProductImage } from './admin-image.js';
export {
  CANCEL_REFUND_REASON,
  ORDER_NOT_FOUND,
  changeOrderStatus,
  getAdminOrder,
  listAdminOrders,
  listAdminRefunds,
  type AdminOrderFilter,
} from './admin-orders.js';
export {
  ADMIN_PRODUCT_NOT_FOUND,
  createProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
  type AdminProductFilter,
} from './admin-products.js';
