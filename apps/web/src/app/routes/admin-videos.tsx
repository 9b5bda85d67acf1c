export { default as Component } from '@/features/admin/pages/videos-page';
