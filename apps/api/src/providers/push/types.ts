/**
 * Web Push (issue 23): a notification sent to each browser that subscribed
 * (POST /api/push/subscriptions). The payload is the contract's PushPayload,
 * exactly; pushes live a day at the push service (TTL) and are sent with
 * high urgency, so a phone asleep still shows them.
 */
import type { PushPayload } from '@seva/contracts';

/** A browser's subscription: the push service's endpoint and the keys the payload is encrypted to (base64url). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Seconds a push waits at the push service for a device that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * `sent`: the push service took it; `gone`: it answered 404/410, the
 * subscription no longer exists (the caller deletes it).
 */
export type PushOutcome = 'sent' | 'gone';

/** Sends pushes. */
export interface PushProvider {
  readonly name: 'sandbox' | 'web-push';
  /**
   * Sends `payload` to `target`; `to` names the customer (their mobile) for
   * the sandbox's outbox. Throws ProviderError when the push service refuses
   * (other than 404/410) or cannot be reached.
   */
  send(target: PushTarget, payload: PushPayload, to: string): Promise<PushOutcome>;
}
