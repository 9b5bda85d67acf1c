/**
 * Pay for a yatra, then book it (SPEC §4: pay first, then the service).
 * Dismissal toasts the checkout's message and books nothing; a failed
 * payment shows "Payment Failed." (SPEC §8) through showPaymentError; a
 * refused booking (seats gone, a changed price: the server refunds it) toasts
 * the server's message, else "Booking failed.", and keeps it on the page as
 * `refusal`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { YatraBooking, YatraDetails } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { displayName, formatCalendarDate } from '@/lib/format';
import { paymentNotice, payWithCard, showPaymentError, type CardPaymentResult } from '@/lib/payments';
import { useSession } from '@/lib/session';
import { useBookYatra } from '../api/book-yatra';
import type { BookingFormOutput } from '../form/booking-form-schema';
import { yatraPrice } from '../price';

type Paid = Extract<CardPaymentResult, { status: true }>;

/** `pay(form)` runs the whole flow; `paying` holds from checkout to the booking's answer; `booking` is the result. */
export function useYatraPayment(yatra: YatraDetails) {
  const { t } = useTranslation(['yatra', 'messages']);
  const { customer } = useSession();
  const bookYatra = useBookYatra();
  const [paying, setPaying] = useState(false);
  const [booking, setBooking] = useState<YatraBooking | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const refuse = (message: string) => {
    setRefusal(message);
    toast.error(message);
  };

  const book = async (form: BookingFormOutput, totalPrice: number, payment: Paid) => {
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = payment.result;
    try {
      const answer = await bookYatra.mutateAsync({
        yatraId: yatra._id,
        departureId: form.departureId,
        occupancy: form.occupancy,
        travellers: form.travellers,
        totalPrice,
        razorpayOrderId: razorpay_order_id,
        razorpayPaymentId: razorpay_payment_id,
        razorpaySignature: razorpay_signature,
      });
      if (answer.status) setBooking(answer.data);
      else refuse(answer.message || t('messages:bookingFailed'));
    } catch (error) {
      refuse(errorMessage(error, t('messages:bookingFailed')));
    }
  };

  const pay = async (form: BookingFormOutput) => {
    const departure = yatra.departures.find((d) => d._id === form.departureId);
    if (paying || !departure) return;
    const { total } = yatraPrice(
      yatra.pricing,
      form.occupancy,
      form.travellers.map((traveller) => traveller.age),
    );
    setPaying(true);
    setRefusal(null);
    try {
      const payment = await payWithCard({
        amount: total,
        purpose: 'yatra',
        purposeId: yatra._id,
        description: t('book.paymentDescription', { name: yatra.name, date: formatCalendarDate(departure.startDate) }),
        prefill: {
          name: (customer && displayName({ ...customer, mobile: '' })) || form.travellers[0]?.name,
          contact: customer?.mobile || undefined,
          email: customer?.email || undefined,
        },
      });
      if (payment.status) await book(form, total, payment);
      else toast.info(paymentNotice(payment.message));
    } catch (error) {
      showPaymentError(error);
    } finally {
      setPaying(false);
    }
  };

  return { pay, paying, booking, refusal };
}
