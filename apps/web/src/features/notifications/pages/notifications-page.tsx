/**
 * /dashboard/notifications (signed-in, in the dashboard frame): the
 * member's notifications newest first (GET /api/notifications), All or
 * Unread, paged by the address (`?filter=unread&page=2`). Opening one marks
 * it read (POST /api/notifications/:id/read) and follows its link; "Mark all
 * as read" (POST /api/notifications/read-all). Both refresh the list and the
 * header badge; a failure toasts the server's message (else SPEC §8
 * "Something went wrong."). "Settings" (`?view=settings`, issue 23) shows
 * the channels per kind instead of the list.
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Notification } from '@seva/contracts';
import { Button, EmptyState, LoadError, PageContainer, Pager, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { pageCount, pageFrom } from '@/lib/paging';
import { usePageTitle } from '@/lib/use-page-title';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import type { NotificationFilter } from '../api/query-keys';
import { NotificationItem } from '../components/notification-item';
import { NotificationSettings } from '../components/notification-settings';
import { NotificationsFilter } from '../components/notifications-filter';
import { useNow } from '../use-now';

const hrefOf = (filter: NotificationFilter, page: number) => {
  const query = new URLSearchParams();
  if (filter === 'unread') query.set('filter', 'unread');
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `${paths.dashboard.notifications}${search ? `?${search}` : ''}`;
};

export default function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'messages']);
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const showSettings = params.get('view') === 'settings';
  const page = pageFrom(params.get('page'));
  const list = useNotifications(filter, page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const now = useNow(60_000);
  const failed = (error: unknown) => void toast.error(errorMessage(error, t('messages:somethingWentWrong')));

  const open = (notification: Notification) => {
    if (notification.readAt === null) markRead.mutate(notification._id, { onError: failed });
  };
  const unread = list.data?.unread ?? 0;

  let body;
  if (list.isPending) {
    body = (
      <div role="status" aria-label={t('loading')} data-testid="notifications-skeleton" className="flex flex-col gap-2">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex items-start gap-3 px-3 py-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (list.isError) {
    body = <LoadError message={t('loadFailed')} onRetry={() => void list.refetch()} />;
  } else {
    const { results, total, pageSize } = list.data;
    const pages = pageCount(total, pageSize);
    // Reading the last unread ones can empty a later page: show the last page that has any.
    if (results.length === 0 && page > 1) return <Navigate to={hrefOf(filter, pages)} replace />;
    body =
      results.length === 0 ? (
        <EmptyState
          title={t(filter === 'unread' ? 'empty.unreadTitle' : 'empty.allTitle')}
          description={t(filter === 'unread' ? 'empty.unreadBody' : 'empty.allBody')}
          action={
            filter === 'all' && (
              <Link to={paths.milanSathi.search} className={buttonClasses('primary')}>
                {t('empty.search')}
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul aria-label={t('list')} className="flex flex-col gap-1 rounded-2xl bg-white p-1 shadow-sm sm:p-2">
            {results.map((notification) => (
              <li key={notification._id}>
                <NotificationItem notification={notification} now={now} onOpen={open} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            label={t('pager.label')}
            pageOf={t('pager.pageOf', { page, pages })}
            hrefOf={(n) => hrefOf(filter, n)}
          />
        </>
      );
  }

  return (
    <PageContainer width="md" className="pt-4">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('title')}</h1>
          {list.data && (
            <p role="status" className="mt-1 text-sm text-gray-600">
              {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={showSettings ? paths.dashboard.notifications : `${paths.dashboard.notifications}?view=settings`}
            className={buttonClasses('secondary', 'sm')}
          >
            {showSettings ? t('settings.back') : t('settings.open')}
          </Link>
          {!showSettings && (
            <Button
              variant="secondary"
              size="sm"
              disabled={unread === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate(undefined, { onError: failed })}
            >
              {t('markAllRead')}
            </Button>
          )}
        </div>
      </div>
      {showSettings ? (
        <NotificationSettings />
      ) : (
        <>
          <div className="mb-4">
            <NotificationsFilter
              value={filter}
              onChange={(next) => setParams(next === 'unread' ? { filter: 'unread' } : {})}
            />
          </div>
          {body}
        </>
      )}
    </PageContainer>
  );
}
