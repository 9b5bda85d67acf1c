export { default as Component } from '@/features/admin/pages/milan-verifications-page';
