export { AdminHome as Component } from '@/features/admin/components/admin-home';
