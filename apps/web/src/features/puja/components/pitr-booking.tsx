/**
 * The booking page's body for a ritual of kind 'pitr': heading, the pitr
 * form (card from India, PayPal from abroad), then the confirmation.
 */
import { useTranslation } from 'react-i18next';
import type { PujaDetails } from '@seva/contracts';
import { usePitrPayment } from '../hooks/use-pitr-payment';
import { BookingFormFrame } from './booking-form-frame';
import { PitrBookingConfirmation } from './pitr-booking-confirmation';
import { PitrBookingForm } from './pitr-booking-form';

type PitrBookingProps = { puja: PujaDetails; initial: { packageCode?: string; date?: string } };

export function PitrBooking({ puja, initial }: PitrBookingProps) {
  const { t } = useTranslation('pitr');
  const { booking, ...payment } = usePitrPayment(puja);

  if (booking) return <PitrBookingConfirmation booking={booking} />;
  return (
    <BookingFormFrame puja={puja} intro={t('form.intro')} payment={payment}>
      {(form) => <PitrBookingForm puja={puja} initial={initial} {...form} />}
    </BookingFormFrame>
  );
}
