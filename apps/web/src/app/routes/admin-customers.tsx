export { default as Component } from '@/features/admin/customers/pages/customers-page';
