/**
 * A stand-in for the PayPal JS SDK when the server runs the PayPal sandbox:
 * the same `Buttons({ createOrder, onApprove, onCancel, onError }).render(el)`
 * surface, rendering a "Pay with PayPal (sandbox)" button that opens the
 * sandbox approval dialog. Callbacks run in PayPal's order: createOrder, then
 * onApprove / onCancel / onError; a rejected createOrder or onApprove goes to
 * onError, as with the real SDK.
 */
import { i18n, loadNamespace } from '@/i18n';
import { showSandboxPaypalApproval } from './dialog-store';
import type { PaypalButtonsOptions, PaypalNamespace } from './paypal-types';

const BUTTON_CLASSES =
  'inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-[#ffc439] px-6 text-base font-semibold text-[#003087] transition-colors hover:bg-[#f2ba36] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#003087] disabled:cursor-not-allowed disabled:opacity-60';

async function runPayment(options: PaypalButtonsOptions): Promise<void> {
  let orderID: string;
  try {
    orderID = await options.createOrder();
  } catch (error) {
    options.onError?.(error);
    return;
  }
  try {
    const outcome = await showSandboxPaypalApproval({ orderID });
    if (outcome.kind === 'approved') await options.onApprove({ orderID, payerID: outcome.payerID });
    else if (outcome.kind === 'cancelled') options.onCancel?.({ orderID });
    else options.onError?.(new Error(outcome.message));
  } catch (error) {
    options.onError?.(error);
  }
}

export const sandboxPaypal: PaypalNamespace = {
  Buttons(options) {
    let button: HTMLButtonElement | null = null;
    return {
      async render(target) {
        const container = typeof target === 'string' ? document.querySelector<HTMLElement>(target) : target;
        if (!container) throw new Error(`PayPal sandbox: no element for ${String(target)}`);
        const element = document.createElement('button');
        element.type = 'button';
        element.className = BUTTON_CLASSES;
        await loadNamespace('payments');
        element.textContent = i18n.t('payments:paypal.button');
        element.addEventListener('click', () => {
          if (element.disabled) return;
          element.disabled = true;
          element.setAttribute('aria-busy', 'true');
          void runPayment(options).finally(() => {
            element.disabled = false;
            element.removeAttribute('aria-busy');
          });
        });
        container.append(element);
        button = element;
      },
      async close() {
        button?.remove();
        button = null;
      },
    };
  },
};
