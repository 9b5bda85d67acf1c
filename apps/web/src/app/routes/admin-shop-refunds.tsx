export { default as Component } from '@/features/admin/pages/refunds-page';
