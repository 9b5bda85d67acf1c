/**
 * /history/yatra-history (signed-in): the customer's yatra bookings, newest
 * first (POST yatraOrderHistory), with status, refunds, and "Cancel booking"
 * while the policy still allows it. A failed load shows the empty list
 * (SPEC §8).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { YatraBooking } from '@seva/contracts';
import { HistoryPage, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { useYatraHistory } from '../api/get-yatra-history';
import { BookingCard } from '../components/booking-card';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';

export default function YatraHistoryPage() {
  const { t } = useTranslation('yatra');
  const [cancelling, setCancelling] = useState<YatraBooking | null>(null);
  return (
    <>
      <HistoryPage
        title={t('history.title')}
        query={useYatraHistory()}
        skeleton={{ testId: 'bookings-skeleton', className: 'h-56 w-full rounded-2xl' }}
        empty={{
          title: t('history.emptyTitle'),
          description: t('history.emptyBody'),
          action: (
            <Link to={paths.yatra.root} className={buttonClasses('primary')}>
              {t('history.browse')}
            </Link>
          ),
        }}
        itemKey={(booking) => booking._id}
        renderItem={(booking) => <BookingCard booking={booking} onCancel={setCancelling} />}
      />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
