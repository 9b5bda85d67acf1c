/**
 * The Web Push adapter (RFC 8030/8291/8292): `web-push` signs the VAPID JWT
 * and encrypts the payload (aes128gcm) for the subscription's keys; the
 * request itself goes out through fetch, so any push service URL works
 * (tests use a local http endpoint). 201/202/200 = taken; 404/410 = the
 * subscription is gone.
 */
import webpush from 'web-push';
import { ProviderError } from '../errors.js';
import { PUSH_TTL_SECONDS, type PushProvider } from './types.js';

export interface WebPushOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Per-request timeout in ms (default 10 s). */
  timeoutMs?: number;
}

/** The web-push provider. `send` throws ProviderError on a network error or a refusal other than 404/410. */
export function createWebPush(options: WebPushOptions): PushProvider {
  return {
    name: 'web-push',
    async send(target, payload) {
      const request = webpush.generateRequestDetails(target, JSON.stringify(payload), {
        vapidDetails: options.vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (cause) {
        throw new ProviderError('The push service could not be reached', 'web-push', { cause });
      }
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      if (!response.ok)
        throw new ProviderError(`The push service refused the push (HTTP ${response.status})`, 'web-push');
      return 'sent';
    },
  };
}
