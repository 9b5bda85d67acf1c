export { default as Component } from '@/features/admin/pages/puja-bookings-page';
