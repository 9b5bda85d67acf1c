export { default as Component } from '@/features/admin/pages/orders-page';
