/**
 * `use-sync-external-store/shim` for React 18+: react-i18next imports the
 * shim, which is CommonJS and only falls back for React before 18. Vite
 * aliases the shim to this module (vite.config.ts), so the first visit ships
 * React's own hook instead of the shim and its CommonJS interop.
 */
export { useSyncExternalStore } from 'react';
