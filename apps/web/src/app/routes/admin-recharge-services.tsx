export { default as Component } from '@/features/admin/pages/recharge-services-page';
