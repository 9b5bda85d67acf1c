export { default as Component } from '@/features/admin/pages/pitr-bookings-page';
