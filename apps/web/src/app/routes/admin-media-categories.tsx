export { default as Component } from '@/features/admin/media/pages/media-categories-page';
