/**
 * PayPal payments in the browser (SPEC §4 "PayPal", §8 PayPal messages, §9
 * USD). payWithPaypal renders PayPal's button into a container on the page
 * and settles once: with the captured payment, or with a SPEC §8 message.
 */
import { toast } from 'sonner';
import {
  CURRENCY_PAYPAL,
  PAYPAL_MESSAGES,
  paypalCaptureResponseSchema,
  paypalPayResponseSchema,
  type PaymentPurpose,
  type PaypalPayBody,
  type PaypalSuccessResult,
} from '@seva/contracts';
import { paymentNotice } from './payment-notice';
import { loadPaypalSdk } from './paypal-sdk';
import type { PaypalButtons } from './paypal-types';
import { postOrFail } from './post';

export type PaypalPaymentInput = {
  /** US dollars, up to 2 decimals (the server converts to cents). */
  amount: number;
  /** The id of the element PayPal's button is rendered into; it is emptied first. */
  containerId: string;
  purpose?: PaymentPurpose;
  purposeId?: string;
};

/** POST /api/paypal/pay; PayPal's order id, or 'Payment creation failed.' (else the server message). */
async function createOrder(input: PaypalPaymentInput): Promise<string> {
  const body: PaypalPayBody = {
    amount: input.amount,
    currency: CURRENCY_PAYPAL,
    purpose: input.purpose,
    purposeId: input.purposeId,
  };
  const answer = await postOrFail('/paypal/pay', body, PAYPAL_MESSAGES.paymentCreationFailed);
  const order = paypalPayResponseSchema.safeParse(answer);
  if (!order.success || !order.data.orderID) throw new Error(PAYPAL_MESSAGES.paymentCreationFailed);
  return order.data.orderID;
}

/** POST /api/paypal/capture; the success result, or 'Something went wrong during payment.' (else the server message). */
async function capture(orderID: string): Promise<PaypalSuccessResult> {
  const answer = await postOrFail('/paypal/capture', { orderID }, PAYPAL_MESSAGES.paymentError);
  const captured = paypalCaptureResponseSchema.safeParse(answer);
  if (!captured.success) throw new Error(PAYPAL_MESSAGES.paymentError);
  return captured.data.data;
}

/**
 * Takes a PayPal payment of `amount` USD through PayPal's button, rendered
 * into `#containerId`. Resolves the captured PaypalSuccessResult. Rejects
 * (SPEC §8, word for word) with 'PayPal SDK not loaded', 'PayPal container
 * not found.', 'Payment creation failed.', 'Payment dismissed before
 * completion.' or 'Something went wrong during payment.'; when PayPal cannot
 * be started at all it toasts 'Something went wrong while initiating PayPal
 * payment.' (in the interface language: paymentNotice) and rejects 'API call
 * failed'. One call is one attempt: once it settles the button is removed, so
 * call again to offer PayPal again.
 */
export async function payWithPaypal(input: PaypalPaymentInput): Promise<PaypalSuccessResult> {
  const initiationFailed = () => {
    toast.error(paymentNotice(PAYPAL_MESSAGES.initiationFailed));
    return new Error(PAYPAL_MESSAGES.apiCallFailed);
  };

  try {
    await loadPaypalSdk();
  } catch {
    throw initiationFailed();
  }
  const paypal = window.paypal;
  if (!paypal) throw new Error(PAYPAL_MESSAGES.sdkNotLoaded);
  const container = document.getElementById(input.containerId);
  if (!container) throw new Error(PAYPAL_MESSAGES.containerNotFound);

  return new Promise<PaypalSuccessResult>((resolve, reject) => {
    let settled = false;
    let buttons: PaypalButtons | undefined;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      // A later click on this button could take money nobody is waiting for.
      void buttons?.close?.().catch(() => undefined);
    };
    const fail = (message: string) => settle(() => reject(new Error(message)));

    try {
      buttons = paypal.Buttons({
        createOrder: async () => {
          if (settled) throw new Error(PAYPAL_MESSAGES.paymentError);
          try {
            return await createOrder(input);
          } catch (error) {
            fail(error instanceof Error ? error.message : PAYPAL_MESSAGES.paymentCreationFailed);
            throw error;
          }
        },
        onApprove: async (data) => {
          try {
            const result = await capture(data.orderID);
            settle(() => resolve(result));
          } catch (error) {
            fail(error instanceof Error ? error.message : PAYPAL_MESSAGES.paymentError);
          }
        },
        onCancel: () => fail(PAYPAL_MESSAGES.dismissed),
        onError: () => fail(PAYPAL_MESSAGES.paymentError),
      });
      container.replaceChildren();
      buttons.render(container).catch(() => settle(() => reject(initiationFailed())));
    } catch {
      settle(() => reject(initiationFailed()));
    }
  });
}
