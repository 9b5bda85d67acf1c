export { default as Component } from '@/features/admin/static-pages/pages/static-pages-page';
