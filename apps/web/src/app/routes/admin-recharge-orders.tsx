export { default as Component } from '@/features/admin/pages/recharge-orders-page';
