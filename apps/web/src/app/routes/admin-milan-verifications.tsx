export { default as Component } from '@/features/admin/milan/pages/milan-verifications-page';
