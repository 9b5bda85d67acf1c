/**
 * /history/puja-history (signed-in): the customer's puja bookings, newest
 * first (POST get_customer_puja_history), with status, video and prasad
 * tracking. A failed load shows the empty list (SPEC §8).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageContainer, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePujaHistory } from '../api/get-puja-history';
import { BookingCard } from '../components/booking-card';
import { usePageTitle } from '../components/use-page-title';

export default function PujaHistoryPage() {
  const { t } = useTranslation('puja');
  const bookings = usePujaHistory();
  usePageTitle(t('history.title'));

  let body;
  if (bookings.isPending) {
    body = (
      <div className="flex flex-col gap-4" aria-hidden="true" data-testid="bookings-skeleton">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-56 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (!bookings.data || bookings.data.length === 0) {
    body = (
      <EmptyState
        title={t('history.emptyTitle')}
        description={t('history.emptyBody')}
        action={
          <Link to={paths.puja.root} className={buttonClasses('primary')}>
            {t('history.browse')}
          </Link>
        }
      />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-4">
        {bookings.data.map((booking) => (
          <li key={booking._id}>
            <BookingCard booking={booking} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <PageContainer width="lg">
      <h1 className="mb-4 text-2xl font-bold text-gray-900 sm:text-3xl">{t('history.title')}</h1>
      {body}
    </PageContainer>
  );
}
