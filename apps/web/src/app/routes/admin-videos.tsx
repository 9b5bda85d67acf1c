export { default as Component } from '@/features/admin/media/pages/videos-page';
