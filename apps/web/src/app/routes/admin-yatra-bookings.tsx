export { default as Component } from '@/features/admin/pages/yatra-bookings-page';
