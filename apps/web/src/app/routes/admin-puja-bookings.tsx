export { default as Component } from '@/features/admin/puja/pages/puja-bookings-page';
