/**
 * The news admin console services (GET/POST/PATCH/DELETE
 * /api/admin/news/categories…, /api/admin/news/items…), one concern per
 * file: categories and items. admin-routes.ts imports from here.
 */
export {
  NEWS_CATEGORY_IN_USE,
  createNewsCategory,
  deleteNewsCategory,
  getAdminNewsCategory,
  listAdminNewsCategories,
  updateNewsCategory,
  type AdminNewsCategoryFilter,
} from './admin-categories.js';
export {
  ADMIN_NEWS_NOT_FOUND,
  createNews,
  deleteNews,
  getAdminNews,
  listAdminNews,
  setNewsImage,
  updateNews,
  type AdminNewsFilter,
} from './admin-items.js';
