export { default as Component } from '@/features/admin/darshan/pages/darshan-temples-page';
