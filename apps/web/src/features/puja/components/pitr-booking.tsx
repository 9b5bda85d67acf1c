/**
 * The booking page's body for a ritual of kind 'pitr': heading, the pitr
 * form (card from India, PayPal from abroad), then the confirmation.
 */
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { BookingLayout } from '@/components/ui';
import { pujaDetailsPath } from '../links';
import { PitrBookingConfirmation } from './pitr-booking-confirmation';
import { PitrBookingForm } from './pitr-booking-form';
import { PujaHeading } from './puja-heading';
import { usePitrPayment } from './use-pitr-payment';

type PitrBookingProps = { puja: PujaDetails; initial: { packageCode?: string; date?: string } };

export function PitrBooking({ puja, initial }: PitrBookingProps) {
  const { t } = useTranslation(['puja', 'pitr']);
  const { pay, paying, paypalForm, cancelPaypal, booking } = usePitrPayment(puja);

  if (booking) return <PitrBookingConfirmation booking={booking} />;
  const bookable = puja.packages.length > 0 && puja.dates.length > 0;
  return (
    <BookingLayout
      back={{ to: pujaDetailsPath(puja._id), label: t('book.back') }}
      heading={
        <PujaHeading puja={puja} title={t('book.title', { name: puja.name })}>
          <p className="mt-2 text-sm text-gray-700">{t('pitr:form.intro')}</p>
        </PujaHeading>
      }
    >
      {bookable ? (
        <PitrBookingForm
          puja={puja}
          initial={initial}
          paying={paying}
          paypalOpen={paypalForm !== null}
          onSubmit={(form) => void pay(form)}
          onCancelPaypal={cancelPaypal}
        />
      ) : (
        <p className="text-gray-700">{t('book.unavailable')}</p>
      )}
    </BookingLayout>
  );
}
