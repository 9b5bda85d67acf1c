export { default as Component } from '@/features/admin/media/pages/live-streams-page';
