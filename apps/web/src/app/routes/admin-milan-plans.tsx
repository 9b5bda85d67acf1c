export { default as Component } from '@/features/admin/pages/milan-plans-page';
