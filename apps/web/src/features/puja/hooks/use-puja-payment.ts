/**
 * Pay for a puja, then book it (useBookingPayment). Paying from India: card
 * checkout for the package's rupee price, then book_puja with checkout's
 * three fields. From anywhere else: PayPal for its dollar price, then
 * book_puja with the PayPal order and capture.
 */
import { useTranslation } from 'react-i18next';
import type { PujaBooking, PujaDetails } from '@seva/contracts';
import { displayName } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useBookPuja } from '../api/book-puja';
import { INDIA } from '../countries';
import type { BookingFormOutput } from '../form/booking-form-schema';
import { useBookingPayment } from './use-booking-payment';

/** `pay(form)` runs the path of the country paid from; the rest is useBookingPayment's. */
export function usePujaPayment(puja: PujaDetails) {
  const { t } = useTranslation('puja');
  const { customer } = useSession();
  const bookPuja = useBookPuja();
  const { payByCard, payByPaypal, busy, ...payment } = useBookingPayment<BookingFormOutput, PujaBooking>(
    'puja',
    puja._id,
  );

  const pay = async ({ countryCode, ...form }: BookingFormOutput) => {
    const chosen = puja.packages.find((pkg) => pkg.code === form.packageCode);
    if (busy || !chosen) return;
    const booking = { pujaId: puja._id, ...form };
    if (countryCode === INDIA) {
      const checkout = {
        amount: chosen.price,
        description: t('book.paymentDescription', { name: puja.name, package: chosen.name }),
        prefill: {
          name: (customer && displayName({ ...customer, mobile: '' })) || form.devotees[0],
          contact: customer?.mobile || undefined,
          email: customer?.email || undefined,
        },
      };
      await payByCard(checkout, (paid) => bookPuja.mutateAsync({ ...booking, ...paid }));
    } else {
      await payByPaypal({ countryCode, ...form }, chosen.priceUsd, (paid) =>
        bookPuja.mutateAsync({ ...booking, paypal_order_id: paid.paypal_order_id, paymentId: paid.paymentId }),
      );
    }
  };

  return { pay, ...payment };
}
