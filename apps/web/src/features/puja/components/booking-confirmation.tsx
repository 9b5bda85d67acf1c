import { useTranslation } from 'react-i18next';
import type { PujaBooking } from '@seva/contracts';
import { ConfirmationPanel } from '@/components/ui';
import { paths } from '@/config/paths';
import { useLocalized } from '@/lib/localized-content';
import { BookingFacts } from './booking-facts';

/** "Your puja is booked.": the booking's summary and the ways on (the history, more pujas). */
export function BookingConfirmation({ booking }: { booking: PujaBooking }) {
  const localize = useLocalized();
  const { t } = useTranslation('puja');
  return (
    <ConfirmationPanel
      headingId="booking-confirmed"
      offerUpdates
      number={t('booking.number', { number: booking.reference })}
      title={t('confirmation.title')}
      body={t('confirmation.body')}
      history={{ to: paths.history.puja, label: t('confirmation.history') }}
      more={{ to: paths.puja.root, label: t('confirmation.more') }}
    >
      <BookingFacts booking={localize.one(booking)} showPuja full />
    </ConfirmationPanel>
  );
}
