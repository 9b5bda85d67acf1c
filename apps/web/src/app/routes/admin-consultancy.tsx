export { default as Component } from '@/features/admin/consultancy/pages/consultancy-page';
