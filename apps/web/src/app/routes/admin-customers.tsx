export { default as Component } from '@/features/admin/pages/customers-page';
