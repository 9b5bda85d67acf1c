import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { BookingLayout } from '@/components/ui';
import { pujaDetailsPath } from '../links';
import { PujaHeading } from './puja-heading';

/** What a booking form takes from its payment (useBookingPayment), for its parsed form `F`. */
export type PaymentFormProps<F> = {
  /** A payment or the booking is running: everything is disabled. */
  paying: boolean;
  /** The PayPal step is open (the form waits on PayPal's button). */
  paypalOpen: boolean;
  onSubmit: (form: F) => void;
  onCancelPaypal: () => void;
};

type BookingFormFrameProps<F> = {
  puja: PujaDetails;
  /** A line under the heading (the pitr paksha intro); none when absent. */
  intro?: string;
  /** `pay`, `paying`, `paypalForm` and `cancelPaypal` of usePujaPayment or usePitrPayment. */
  payment: { pay: (form: F) => Promise<void>; paying: boolean; paypalForm: F | null; cancelPaypal: () => void };
  /** The form, given what it takes from the payment. */
  children: (form: PaymentFormProps<F>) => ReactNode;
};

/**
 * The booking page's body before the booking is made: "Back to puja
 * details", the heading, and the form wired to its payment, or a note that
 * nothing can be booked when the puja has no package or date.
 */
export function BookingFormFrame<F>({ puja, intro, payment, children }: BookingFormFrameProps<F>) {
  const { t } = useTranslation('puja');
  const { pay, paying, paypalForm, cancelPaypal } = payment;
  const bookable = puja.packages.length > 0 && puja.dates.length > 0;
  return (
    <BookingLayout
      back={{ to: pujaDetailsPath(puja._id), label: t('book.back') }}
      heading={
        <PujaHeading puja={puja} title={t('book.title', { name: puja.name })}>
          {intro && <p className="mt-2 text-sm text-gray-700">{intro}</p>}
        </PujaHeading>
      }
    >
      {bookable ? (
        children({
          paying,
          paypalOpen: paypalForm !== null,
          onSubmit: (form) => void pay(form),
          onCancelPaypal: cancelPaypal,
        })
      ) : (
        <p className="text-gray-700">{t('book.unavailable')}</p>
      )}
    </BookingLayout>
  );
}
