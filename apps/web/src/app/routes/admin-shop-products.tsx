export { default as Component } from '@/features/admin/pages/products-page';
