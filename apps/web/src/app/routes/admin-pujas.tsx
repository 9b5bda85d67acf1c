export { default as Component } from '@/features/admin/pages/pujas-page';
