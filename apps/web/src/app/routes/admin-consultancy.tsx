export { default as Component } from '@/features/admin/pages/consultancy-page';
