/**
 * The booking page's body for a ritual of kind 'pitr': heading, the pitr
 * form (card from India, PayPal from abroad), then the confirmation.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PujaDetails } from '@seva/contracts';
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
    <div className="flex flex-col gap-4">
      <Link to={pujaDetailsPath(puja._id)} className="self-start text-sm font-medium text-primary hover:underline">
        {t('book.back')}
      </Link>
      <PujaHeading puja={puja} title={t('book.title', { name: puja.name })}>
        <p className="mt-2 text-sm text-gray-700">{t('pitr:form.intro')}</p>
      </PujaHeading>
      <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
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
      </div>
    </div>
  );
}
