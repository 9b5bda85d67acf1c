/**
 * "A new version of Seva is ready" with *Reload* (issue 23): shown by lib/pwa/register.ts when a new service
 * worker is waiting. It stays until answered (a version switch is not a 4-second notice); *Reload* runs
 * `reload`, which lets the new worker take over and reloads the page once.
 */
import { i18n, loadNamespace } from '@/i18n';

export async function offerUpdate(reload: () => void): Promise<void> {
  const [{ toast }] = await Promise.all([import('sonner'), loadNamespace('pwa')]);
  toast.info(i18n.t('pwa:update.ready'), {
    id: 'seva-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: i18n.t('pwa:update.reload'), onClick: reload },
  });
}
