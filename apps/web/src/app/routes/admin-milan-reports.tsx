export { default as Component } from '@/features/admin/pages/milan-reports-page';
