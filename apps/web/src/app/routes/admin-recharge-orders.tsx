export { default as Component } from '@/features/admin/recharge/pages/recharge-orders-page';
