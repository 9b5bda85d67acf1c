import { useTranslation } from 'react-i18next';
import type { YatraBooking } from '@seva/contracts';
import { ConfirmationPanel } from '@/components/ui';
import { paths } from '@/config/paths';
import { useLocalized } from '@/lib/localized-content';
import { BookingFacts } from './booking-facts';

/** "Your yatra is booked.": the booking's summary and the ways on (the history, more yatras). */
export function BookingConfirmation({ booking }: { booking: YatraBooking }) {
  const localize = useLocalized();
  const { t } = useTranslation('yatra');
  return (
    <ConfirmationPanel
      headingId="booking-confirmed"
      offerUpdates
      number={t('booking.number', { number: booking.reference })}
      title={t('confirmation.title')}
      body={t('confirmation.body')}
      history={{ to: paths.history.yatra, label: t('confirmation.history') }}
      more={{ to: paths.yatra.root, label: t('confirmation.more') }}
    >
      <BookingFacts booking={localize.one(booking)} showYatra />
    </ConfirmationPanel>
  );
}
