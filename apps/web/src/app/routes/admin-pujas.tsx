export { default as Component } from '@/features/admin/puja/pages/pujas-page';
