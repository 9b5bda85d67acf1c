/**
 * Pay for a pitr paksha ritual, then book it (useBookingPayment). From
 * India: card checkout for the package's rupee price, then book_pitra_puja.
 * From anywhere else: PayPal for the dollar price, then
 * book_pitra_puja_with_paypal with the capture id.
 */
import { useTranslation } from 'react-i18next';
import type { PitrBooking, PujaDetails } from '@seva/contracts';
import { useSession } from '@/lib/session';
import { useBookPitraPuja } from '../api/book-pitra-puja';
import { useBookPitraPujaWithPaypal } from '../api/book-pitra-puja-with-paypal';
import { INDIA } from '../countries';
import type { PitrFormOutput } from '../form/pitr-form-schema';
import { useBookingPayment } from './use-booking-payment';

/** `pay(form)` runs the path of the form's country; the rest is useBookingPayment's. */
export function usePitrPayment(puja: PujaDetails) {
  const { t } = useTranslation('pitr');
  const { customer } = useSession();
  const byCard = useBookPitraPuja();
  const byPaypal = useBookPitraPujaWithPaypal();
  const { payByCard, payByPaypal, busy, ...payment } = useBookingPayment<PitrFormOutput, PitrBooking>('pitr', puja._id);

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

  const pay = async (form: PitrFormOutput) => {
    const chosen = puja.packages.find((pkg) => pkg.code === form.packageCode);
    if (busy || !chosen) return;
    if (form.countryCode === INDIA) {
      const checkout = {
        amount: chosen.price,
        description: t('form.paymentDescription', { name: puja.name, package: chosen.name }),
        prefill: { name: form.customerName, contact: form.mobile, email: customer?.email || undefined },
      };
      await payByCard(checkout, (paid) =>
        byCard.mutateAsync({ ...details(form), amount: chosen.price, paymentId: paid.razorpay_payment_id, ...paid }),
      );
    } else {
      await payByPaypal(form, chosen.priceUsd, (paid) =>
        byPaypal.mutateAsync({
          ...details(form),
          amount: chosen.priceUsd,
          paymentId: paid.paymentId,
          paypal_order_id: paid.paypal_order_id,
        }),
      );
    }
  };

  return { pay, ...payment };
}
