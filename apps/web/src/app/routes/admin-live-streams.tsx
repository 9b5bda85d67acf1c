export { default as Component } from '@/features/admin/pages/live-streams-page';
