export { default as Component } from '@/features/admin/pages/news-page';
