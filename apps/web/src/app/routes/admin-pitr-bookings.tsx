export { default as Component } from '@/features/admin/puja/pages/pitr-bookings-page';
