export { default as Component } from '@/features/admin/yatra/pages/yatra-bookings-page';
