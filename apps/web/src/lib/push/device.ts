/**
 * This device and Web Push (issue 23): whether the browser can take pushes,
 * subscribing it (permission → the service worker's pushManager with the
 * server's VAPID key from GET /api/push/key → POST /api/push/subscriptions)
 * and forgetting it at sign-out (DELETE /api/push/subscriptions, then the
 * browser's own unsubscribe). The service worker is registered by the app
 * shell after load (sw.ts); without one, subscribing fails with
 * `no-worker` and the card explains.
 */
import type { PushKeyResponse, PushSubscriptionBody, PushSubscriptionResponse } from '@seva/contracts';
import { api } from '@/lib/api-client';

/** Why this device cannot be subscribed now, or 'ready'. */
export type PushState = 'unsupported' | 'denied' | 'granted' | 'ready';

/** The browser's support and the permission already given: 'ready' means it may be asked. */
export function pushState(): PushState {
  if (typeof window === 'undefined' || !('Notification' in window) || !('serviceWorker' in navigator))
    return 'unsupported';
  if (!('PushManager' in window)) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ready';
}

/** Subscribing ended without a subscription: the person declined, or no service worker runs here. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'declined' | 'no-worker' | 'unsupported') {
    super(reason);
    this.name = 'PushSetupError';
  }
}

/** base64url → the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This page's service worker registration, or null when none is registered. */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

/**
 * Asks for permission and subscribes this device for the signed-in customer.
 * Throws PushSetupError (declined, no service worker, unsupported) or the
 * API's error.
 */
export async function subscribeThisDevice(): Promise<void> {
  if (pushState() === 'unsupported') throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('declined');
  const worker = await registration();
  if (!worker) throw new PushSetupError('no-worker');
  const { publicKey } = await api.get<PushKeyResponse>('/push/key');
  const subscription = await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  const body: PushSubscriptionBody = {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
  await api.post<PushSubscriptionResponse>('/push/subscriptions', body);
}

/**
 * At sign-out: removes this device's subscription from the customer (while
 * still signed in) and from the browser, so the next person on a shared phone
 * gets none of their pushes. Never throws.
 */
export async function forgetThisDevice(): Promise<void> {
  try {
    if (pushState() === 'unsupported') return;
    const worker = await navigator.serviceWorker.getRegistration();
    const subscription = await worker?.pushManager.getSubscription();
    if (!subscription) return;
    await api
      .delete<PushSubscriptionResponse>(`/push/subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`)
      .catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to forget, or the browser refused: signing out goes on.
  }
}
