export { default as Component } from '@/features/admin/pages/darshan-page';
