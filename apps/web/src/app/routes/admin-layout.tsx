// Lazy route module: everything admin is imported from here so it builds into its own chunk.
export { AdminLayout as Component } from '@/features/admin/layout/components/admin-layout';
