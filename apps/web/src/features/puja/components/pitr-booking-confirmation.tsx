import { useTranslation } from 'react-i18next';
import type { PitrBooking } from '@seva/contracts';
import { ConfirmationPanel } from '@/components/ui';
import { paths } from '@/config/paths';
import { useLocalized } from '@/lib/localized-content';
import { pujaListPath } from '../links';
import { PitrBookingFacts } from './pitr-booking-facts';

/** "Your pitr paksha ritual is booked.": the booking's summary and the ways on (the history, more rituals). */
export function PitrBookingConfirmation({ booking }: { booking: PitrBooking }) {
  const localize = useLocalized();
  const { t } = useTranslation('pitr');
  return (
    <ConfirmationPanel
      headingId="pitr-booking-confirmed"
      offerUpdates
      number={t('booking.number', { number: booking.reference })}
      title={t('confirmation.title')}
      body={t('confirmation.body')}
      history={{ to: paths.history.pitrPaksha, label: t('confirmation.history') }}
      more={{ to: pujaListPath('pitr'), label: t('confirmation.more') }}
    >
      <PitrBookingFacts booking={localize.one(booking)} showRitual full />
    </ConfirmationPanel>
  );
}
