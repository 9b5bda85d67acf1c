export { default as Component } from '@/features/admin/milan/pages/milan-reports-page';
