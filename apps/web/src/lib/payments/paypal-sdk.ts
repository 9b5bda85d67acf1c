/**
 * The PayPal JS SDK surface we use (Buttons) and its loader: GET
 * /api/paypal/config says which client id to load, or that the server runs
 * the PayPal sandbox, in which case a stand-in with the same surface is
 * installed instead (DESIGN: Providers).
 */
import { CURRENCY_PAYPAL, paypalConfigResponseSchema } from '@seva/contracts';
import { api } from '@/lib/api-client';
import { loadScript } from './load-script';
import { sandboxPaypal } from './paypal-sandbox';

/** The SDK URL for a client id: USD, capture intent (SPEC §9). */
export function paypalSdkUrl(clientId: string): string {
  const query = new URLSearchParams({ 'client-id': clientId, currency: CURRENCY_PAYPAL, intent: 'capture' });
  return `https://www.paypal.com/sdk/js?${query.toString()}`;
}

/**
 * Makes `window.paypal` available: the real SDK for the configured client id,
 * or the sandbox stand-in when the server says `sandbox: true`. Rejects when
 * the config call fails or the script cannot load.
 */
export async function loadPaypalSdk(): Promise<void> {
  const config = paypalConfigResponseSchema.safeParse(await api.get<unknown>('/paypal/config'));
  if (!config.success) throw new Error('PayPal configuration is unavailable.');
  if (config.data.sandbox) {
    window.paypal = sandboxPaypal;
    return;
  }
  if (!window.paypal || window.paypal === sandboxPaypal) await loadScript(paypalSdkUrl(config.data.clientId));
}
