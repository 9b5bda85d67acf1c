/**
 * Pay for a puja, then book it (SPEC §4: pay first, then the service).
 * Dismissal toasts the checkout's message and books nothing; a failed
 * payment shows "Payment Failed." (SPEC §8) through showPaymentError; a
 * refused booking (the server refunds it) shows the server's message, else
 * "Booking failed.".
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PujaBooking, PujaDetails } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { displayName } from '@/lib/format';
import { payWithCard, showPaymentError, type CardPaymentResult } from '@/lib/payments';
import { useSession } from '@/lib/session';
import { useBookPuja } from '../api/book-puja';
import type { BookingFormOutput } from './booking-form-schema';

/** `pay(form)` runs the whole flow; `paying` holds from checkout to the booking's answer; `booking` is the result. */
export function usePujaPayment(puja: PujaDetails) {
  const { t } = useTranslation(['puja', 'messages']);
  const { customer } = useSession();
  const bookPuja = useBookPuja();
  const [paying, setPaying] = useState(false);
  const [booking, setBooking] = useState<PujaBooking | null>(null);

  const book = async (form: BookingFormOutput, payment: Extract<CardPaymentResult, { status: true }>) => {
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.result;
    try {
      const answer = await bookPuja.mutateAsync({
        pujaId: puja._id,
        ...form,
        razorpay_order_id,
        razorpay_payment_id,
        razorpay_signature,
      });
      if (answer.status) setBooking(answer.data);
      else toast.error(answer.message || t('messages:bookingFailed'));
    } catch (error) {
      toast.error(errorMessage(error, t('messages:bookingFailed')));
    }
  };

  const pay = async (form: BookingFormOutput) => {
    const chosen = puja.packages.find((pkg) => pkg.code === form.packageCode);
    if (paying || !chosen) return;
    setPaying(true);
    try {
      const payment = await payWithCard({
        amount: chosen.price,
        purpose: 'puja',
        purposeId: puja._id,
        description: t('book.paymentDescription', { name: puja.name, package: chosen.name }),
        prefill: {
          name: (customer && displayName({ ...customer, mobile: '' })) || form.devotees[0],
          contact: customer?.mobile || undefined,
          email: customer?.email || undefined,
        },
      });
      if (payment.status) await book(form, payment);
      else toast.info(payment.message);
    } catch (error) {
      showPaymentError(error);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, booking };
}
