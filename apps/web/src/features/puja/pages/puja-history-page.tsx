/**
 * /history/puja-history (signed-in): the customer's puja bookings, newest
 * first (POST get_customer_puja_history), with status, video and prasad
 * tracking. A failed load shows the empty list (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HistoryPage, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePujaHistory } from '../api/get-puja-history';
import { BookingCard } from '../components/booking-card';

export default function PujaHistoryPage() {
  const { t } = useTranslation('puja');
  return (
    <HistoryPage
      title={t('history.title')}
      query={usePujaHistory()}
      skeleton={{ testId: 'bookings-skeleton', className: 'h-56 w-full rounded-2xl' }}
      empty={{
        title: t('history.emptyTitle'),
        description: t('history.emptyBody'),
        action: (
          <Link to={paths.puja.root} className={buttonClasses('primary')}>
            {t('history.browse')}
          </Link>
        ),
      }}
      itemKey={(booking) => booking._id}
      renderItem={(booking) => <BookingCard booking={booking} />}
    />
  );
}
