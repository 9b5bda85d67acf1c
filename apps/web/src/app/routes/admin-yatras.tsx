export { default as Component } from '@/features/admin/yatra/pages/yatras-page';
