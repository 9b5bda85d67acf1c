/**
 * Pay for a puja or a pitr paksha ritual, then book it (SPEC §4: pay first,
 * then the service; §9: INR by card, USD by PayPal). By card: checkout for
 * the rupee price, then the booking with checkout's three fields. From
 * abroad: PayPal's button for the dollar price (/api/paypal/pay, approval,
 * /api/paypal/capture), then the booking with the capture. A dismissed
 * payment books nothing; a refused booking (the server refunds it) shows the
 * server's message, else "Booking failed.".
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYPAL_MESSAGES, type PaypalSuccessResult, type RazorpayPayment, type SavedResponse } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { paymentNotice, payWithCard, payWithPaypal, showPaymentError, type CardPaymentInput } from '@/lib/payments';

/** The element PayPal's button is rendered into while the PayPal step is open. */
export const PAYPAL_CONTAINER_ID = 'booking-paypal-button';

/** A PayPal rejection as a toast: a dismissal is news, not an error; 'API call failed' was already toasted. */
function showPaypalError(error: unknown): void {
  const message = error instanceof Error ? error.message : '';
  if (message === PAYPAL_MESSAGES.apiCallFailed) return;
  if (message === PAYPAL_MESSAGES.dismissed) toast.info(paymentNotice(message));
  else showPaymentError(error);
}

/**
 * For the booking form of `purposeId` (a puja or ritual), whose parsed form
 * is `F` and whose booking is `B`. `payByCard` and `payByPaypal` each run one
 * payment and then `send` the booking. `paypalForm` is the form waiting on
 * PayPal's button (its step is open until the payment settles or
 * `cancelPaypal`); `paying` holds while a payment or the booking runs;
 * `busy` while either is under way; `booking` is the result.
 */
export function useBookingPayment<F, B>(purpose: 'puja' | 'pitr', purposeId: string) {
  const { t } = useTranslation('messages');
  const [paying, setPaying] = useState(false);
  const [paypalForm, setPaypalForm] = useState<F | null>(null);
  const [booking, setBooking] = useState<B | null>(null);
  const paypalAttempt = useRef(0);

  const book = async (send: () => Promise<SavedResponse<B>>) => {
    try {
      const answer = await send();
      if (answer.status) setBooking(answer.data);
      else toast.error(answer.message || t('bookingFailed'));
    } catch (error) {
      toast.error(errorMessage(error, t('bookingFailed')));
    }
  };

  /** Card checkout of `checkout.amount` rupees, then `send` with checkout's three fields. */
  const payByCard = async (
    checkout: Omit<CardPaymentInput, 'purpose' | 'purposeId'>,
    send: (payment: RazorpayPayment) => Promise<SavedResponse<B>>,
  ) => {
    setPaying(true);
    try {
      const payment = await payWithCard({ ...checkout, purpose, purposeId });
      if (!payment.status) {
        toast.info(paymentNotice(payment.message));
        return;
      }
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.result;
      await book(() => send({ razorpay_order_id, razorpay_payment_id, razorpay_signature }));
    } catch (error) {
      showPaymentError(error);
    } finally {
      setPaying(false);
    }
  };

  /** Opens the PayPal step for `form`, takes `amount` dollars through PayPal's button, then `send`s the capture. */
  const payByPaypal = async (
    form: F,
    amount: number,
    send: (paid: PaypalSuccessResult) => Promise<SavedResponse<B>>,
  ) => {
    const attempt = ++paypalAttempt.current;
    // PayPal renders into the container, so it must be on the page before the call.
    flushSync(() => setPaypalForm(form));
    try {
      const paid = await payWithPaypal({ amount, containerId: PAYPAL_CONTAINER_ID, purpose, purposeId });
      // Captured money is always booked (or refunded by the server), even if the customer went back meanwhile.
      setPaying(true);
      await book(() => send(paid));
      setPaying(false);
    } catch (error) {
      if (attempt === paypalAttempt.current) showPaypalError(error);
    } finally {
      if (attempt === paypalAttempt.current) setPaypalForm(null);
    }
  };

  /** Closes the PayPal step (its button goes with it) so the form can be changed. */
  const cancelPaypal = () => {
    paypalAttempt.current += 1;
    setPaypalForm(null);
  };

  return { payByCard, payByPaypal, cancelPaypal, paying, paypalForm, busy: paying || paypalForm !== null, booking };
}
