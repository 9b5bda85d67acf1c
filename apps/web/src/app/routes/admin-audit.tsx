export { default as Component } from '@/features/admin/audit/pages/audit-page';
