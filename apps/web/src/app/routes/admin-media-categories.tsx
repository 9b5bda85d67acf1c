export { default as Component } from '@/features/admin/pages/media-categories-page';
