export { default as Component } from '@/features/admin/pages/static-pages-page';
