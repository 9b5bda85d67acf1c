/**
 * Pay for a pitr paksha ritual, then book it (SPEC §4: pay first, then the
 * service; §9: INR by card, USD by PayPal). From India: card checkout for the
 * package's rupee price, then book_pitra_puja. From anywhere else: PayPal's
 * button for the dollar price (/api/paypal/pay, approval, /api/paypal/capture),
 * then book_pitra_puja_with_paypal with the capture id. A dismissed payment
 * books nothing; a refused booking (the server refunds it) shows the server's
 * message, else "Booking failed.".
 */
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { PAYPAL_MESSAGES, type PitrBooking, type PujaDetails } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { payWithCard, payWithPaypal, showPaymentError } from '@/lib/payments';
import { useSession } from '@/lib/session';
import type { BookPitrResponse } from '../api/book-pitra-puja';
import { useBookPitraPuja } from '../api/book-pitra-puja';
import { useBookPitraPujaWithPaypal } from '../api/book-pitra-puja-with-paypal';
import { INDIA } from '../countries';
import type { PitrFormOutput } from './pitr-form-schema';

/** The element PayPal's button is rendered into while the PayPal step is open. */
export const PITR_PAYPAL_CONTAINER_ID = 'pitr-paypal-button';

/** A PayPal rejection as a toast: a dismissal is news, not an error; 'API call failed' was already toasted. */
function showPaypalError(error: unknown): void {
  const message = error instanceof Error ? error.message : '';
  if (message === PAYPAL_MESSAGES.apiCallFailed) return;
  if (message === PAYPAL_MESSAGES.dismissed) toast.info(message);
  else showPaymentError(error);
}

/**
 * `pay(form)` runs the path of the form's country. `paypalForm` is the form
 * waiting on PayPal's button (its step is open until the payment settles or
 * `cancelPaypal`); `paying` holds while a payment or the booking runs;
 * `booking` is the result.
 */
export function usePitrPayment(puja: PujaDetails) {
  const { t } = useTranslation(['pitr', 'messages']);
  const { customer } = useSession();
  const byCard = useBookPitraPuja();
  const byPaypal = useBookPitraPujaWithPaypal();
  const [paying, setPaying] = useState(false);
  const [paypalForm, setPaypalForm] = useState<PitrFormOutput | null>(null);
  const [booking, setBooking] = useState<PitrBooking | null>(null);
  const paypalAttempt = useRef(0);

  const details = (form: PitrFormOutput) => ({
    pujaId: puja._id,
    packageCode: form.packageCode,
    date: form.date,
    country: form.country,
    customerName: form.customerName,
    mobile: form.mobile,
    gotra: form.gotra,
    ancestors: form.ancestors,
  });

  const book = async (send: () => Promise<BookPitrResponse>) => {
    try {
      const answer = await send();
      if (answer.status) setBooking(answer.data);
      else toast.error(answer.message || t('messages:bookingFailed'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:bookingFailed')));
    }
  };

  const payByCard = async (form: PitrFormOutput, price: number, packageName: string) => {
    setPaying(true);
    try {
      const payment = await payWithCard({
        amount: price,
        purpose: 'pitr',
        purposeId: puja._id,
        description: t('form.paymentDescription', { name: puja.name, package: packageName }),
        prefill: { name: form.customerName, contact: form.mobile, email: customer?.email || undefined },
      });
      if (!payment.status) {
        toast.info(payment.message);
        return;
      }
      const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.result;
      await book(() =>
        byCard.mutateAsync({
          ...details(form),
          amount: price,
          paymentId: razorpay_payment_id,
          razorpay_order_id,
          razorpay_payment_id,
          razorpay_signature,
        }),
      );
    } catch (error) {
      showPaymentError(error);
    } finally {
      setPaying(false);
    }
  };

  const payByPaypal = async (form: PitrFormOutput, priceUsd: number) => {
    const attempt = ++paypalAttempt.current;
    // PayPal renders into the container, so it must be on the page before the call.
    flushSync(() => setPaypalForm(form));
    try {
      const paid = await payWithPaypal({
        amount: priceUsd,
        containerId: PITR_PAYPAL_CONTAINER_ID,
        purpose: 'pitr',
        purposeId: puja._id,
      });
      // Captured money is always booked (or refunded by the server), even if the customer went back meanwhile.
      setPaying(true);
      await book(() =>
        byPaypal.mutateAsync({
          ...details(form),
          amount: priceUsd,
          paymentId: paid.paymentId,
          paypal_order_id: paid.paypal_order_id,
        }),
      );
      setPaying(false);
    } catch (error) {
      if (attempt === paypalAttempt.current) showPaypalError(error);
    } finally {
      if (attempt === paypalAttempt.current) setPaypalForm(null);
    }
  };

  const pay = async (form: PitrFormOutput) => {
    const chosen = puja.packages.find((pkg) => pkg.code === form.packageCode);
    if (paying || paypalForm || !chosen) return;
    if (form.countryCode === INDIA) await payByCard(form, chosen.price, chosen.name);
    else await payByPaypal(form, chosen.priceUsd);
  };

  /** Closes the PayPal step (its button goes with it) so the form can be changed. */
  const cancelPaypal = () => {
    paypalAttempt.current += 1;
    setPaypalForm(null);
  };

  return { pay, paying, paypalForm, cancelPaypal, booking };
}
