export { default as Component } from '@/features/admin/pages/categories-page';
