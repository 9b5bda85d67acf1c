export { default as Component } from '@/features/admin/pages/yatras-page';
