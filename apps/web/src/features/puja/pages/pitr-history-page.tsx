/**
 * /history/pitr-paksha-history (signed-in): the customer's pitr paksha
 * bookings, newest first (GET get_book_pitra_puja/:customerId), each with its
 * amount in the currency paid (₹ by card, $ by PayPal). A failed load shows
 * the empty list (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryPage, buttonClasses } from '@/components/ui';
import { usePitrHistory } from '../api/get-pitr-history';
import { PitrBookingCard } from '../components/pitr-booking-card';
import { pujaListPath } from '../links';

export default function PitrHistoryPage() {
  const { t } = useTranslation('pitr');
  return (
    <HistoryPage
      title={t('history.title')}
      query={usePitrHistory()}
      skeleton={{ testId: 'pitr-bookings-skeleton', className: 'h-56 w-full rounded-2xl' }}
      empty={{
        title: t('history.emptyTitle'),
        description: t('history.emptyBody'),
        action: (
          <Link to={pujaListPath('pitr')} className={buttonClasses('primary')}>
            {t('history.browse')}
          </Link>
        ),
      }}
      itemKey={(booking) => booking._id}
      renderItem={(booking) => <PitrBookingCard booking={booking} />}
    />
  );
}
