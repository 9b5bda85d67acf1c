export { default as Component } from '@/features/admin/shop/pages/categories-page';
