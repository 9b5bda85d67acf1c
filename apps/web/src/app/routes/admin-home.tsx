export { AdminHome as Component } from '@/features/admin/layout/components/admin-home';
