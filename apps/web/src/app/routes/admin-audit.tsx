export { default as Component } from '@/features/admin/pages/audit-page';
