export { default as Component } from '@/features/admin/news/pages/news-page';
