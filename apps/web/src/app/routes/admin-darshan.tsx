export { default as Component } from '@/features/admin/darshan/pages/darshan-page';
