export { default as Component } from '@/features/admin/pages/podcasts-page';
