/**
 * /admin: the overview an admin lands on. One card per queue of the admin's
 * areas (the API answers no other) with how many records wait in it and a
 * link to that queue's page, filtered to what waits (the refunds page lists
 * every refund, newest first, each with its state); "Nothing waiting" when every queue is clear.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BOOKING_STATUSES_IN_FULFILMENT,
  ORDER_STATUSES_TO_SHIP,
  type AdminQueue,
  type AdminQueueCount,
} from '@seva/contracts';
import { EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/format';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { useOverview } from '../api/get-overview';
import type { Section } from '../sections';

/** Each queue's page, and the statuses that page filters to (several joined by commas), or its own query. */
const QUEUE_PAGE: Record<AdminQueue, { section: Section; status?: string; query?: string }> = {
  ordersToShip: { section: 'orders', status: ORDER_STATUSES_TO_SHIP.join(',') },
  refundsUnconfirmed: { section: 'refunds' },
  pujaBookingsOpen: { section: 'pujaBookings', status: BOOKING_STATUSES_IN_FULFILMENT.join(',') },
  pitrBookingsOpen: { section: 'pitrBookings', status: BOOKING_STATUSES_IN_FULFILMENT.join(',') },
  yatraBookingsOpen: { section: 'yatraBookings', status: 'confirmed' },
  rechargesPending: { section: 'rechargeOrders', status: 'PENDING' },
  rechargeComplaintsOpen: { section: 'rechargeOrders', query: 'view=complaints&complaints=open' },
  consultancyNew: { section: 'consultancy', status: 'new' },
  milanVerifications: { section: 'milanVerifications', status: 'pending' },
  milanReports: { section: 'milanReports', status: 'open' },
};

/** The link to `queue`'s page. */
function queueHref(queue: AdminQueue): string {
  const { section, status, query } = QUEUE_PAGE[queue];
  const search = query ?? (status ? `status=${status}` : '');
  return search ? `${paths.admin[section]}?${search}` : paths.admin[section];
}

export function AdminHome() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  const queues = overview.data?.data.queues;
  const waiting = queues?.reduce((sum, { count }) => sum + count, 0);

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('overview.title')}
        count={waiting === undefined ? undefined : t('overview.waiting', { count: waiting })}
      />
      {overview.isPending ? (
        <ListSkeleton rows={3} />
      ) : overview.isError ? (
        <ListError
          message={errorMessage(overview.error, t('overview.loadFailed'))}
          onRetry={() => void overview.refetch()}
        />
      ) : waiting === 0 ? (
        <EmptyState title={t('overview.emptyTitle')} description={t('overview.emptyBody')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {overview.data.data.queues.map((queue) => (
            <QueueCard key={queue.queue} {...queue} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One queue: its count, what it counts and the link to its page (the card's whole area is the link). */
function QueueCard({ queue, count }: AdminQueueCount) {
  const { t } = useTranslation('admin');
  return (
    <li>
      <Link
        to={queueHref(queue)}
        className="flex min-h-24 items-center gap-4 rounded-xl border border-gray-200 bg-white p-4 hover:border-primary focus-visible:border-primary"
      >
        <span className={cn('text-3xl font-bold tabular-nums', count > 0 ? 'text-gray-900' : 'text-gray-500')}>
          {count}
        </span>
        <span className="flex flex-col">
          <span className="font-semibold text-gray-900">{t(`overview.queues.${queue}`)}</span>
          <span className="text-sm text-gray-600">{t(`nav.${QUEUE_PAGE[queue].section}`)}</span>
        </span>
      </Link>
    </li>
  );
}
