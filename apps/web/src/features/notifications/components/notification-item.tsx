/**
 * One notification: the kind's icon, title, body (in the reader's language) and how long ago. An
 * unread one is bold with a dot and says "Unread" to screen readers.
 * Clicking marks it read (when it is not yet) and follows its link (when it
 * has one); a read notification without a link is plain text.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateMessage, type Notification } from '@seva/contracts';
import { formatDateTime, cn } from '@/lib/format';
import { relativeTime } from '../relative-time';
import { NotificationIcon } from './notification-icon';

type NotificationItemProps = { notification: Notification; now: number; onOpen: (notification: Notification) => void };

const ROW = 'flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left sm:px-4';
const ACTIVE = 'hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary';

export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const unread = notification.readAt === null;
  // Links are app paths (/dashboard/connections); anything else is not followed.
  const link = notification.link?.startsWith('/') ? notification.link : null;
  const className = cn(ROW, unread && 'bg-primary-50/60');
  // Titles and bodies are stored as the catalogue's English (a member's own words stay as written).
  const language = i18n.resolvedLanguage === 'hi' ? 'hi' : 'en';

  const content = (
    <>
      <NotificationIcon kind={notification.kind} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('break-words text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread && <span className="sr-only">{t('unread')}: </span>}
          {translateMessage(notification.title, language)}
        </span>
        {notification.body && (
          <span className="break-words text-sm text-gray-600">{translateMessage(notification.body, language)}</span>
        )}
        <time
          dateTime={notification.createdAt}
          title={formatDateTime(notification.createdAt)}
          className="text-xs text-gray-500"
        >
          {relativeTime(notification.createdAt, i18n.resolvedLanguage ?? 'en', now)}
        </time>
      </span>
      {unread && <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary" />}
    </>
  );

  if (link) {
    return (
      <Link to={link} onClick={() => onOpen(notification)} className={cn(className, ACTIVE)}>
        {content}
      </Link>
    );
  }
  if (unread) {
    return (
      <button type="button" onClick={() => onOpen(notification)} className={cn(className, ACTIVE)}>
        {content}
      </button>
    );
  }
  return <div className={className}>{content}</div>;
}
