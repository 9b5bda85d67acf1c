export { default as Component } from '@/features/admin/milan/pages/milan-profiles-page';
