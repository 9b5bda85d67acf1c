/**
 * The signed-in header's Messages and Notifications icons (beside the cart),
 * each with its unread count from GET /api/notifications/badges ("9+" above
 * nine, no badge at 0) and a name that says the count ("Messages, 3 unread").
 * The realtime socket refreshes the counts (domains/milan/realtime-sync).
 */
import { useTranslation } from 'react-i18next';
import { BellIcon, ChatIcon } from '@/components/ui';
import { paths } from '@/config/paths';
import { badgeText, useBadges } from '@/domains/milan/badges';
import { HeaderIconLink } from './header-icon-link';

/** A little smaller below 420 px wide, so the crowded header row still fits. */
const SIZE = 'size-9 min-[420px]:size-10';

export function InboxLinks() {
  const { t } = useTranslation('layout');
  const { messages, notifications } = useBadges();
  return (
    <>
      <HeaderIconLink
        to={paths.dashboard.messages}
        label={messages > 0 ? t('inbox.messagesUnread', { count: messages }) : t('inbox.messages')}
        badge={messages > 0 ? badgeText(messages) : null}
        className={SIZE}
      >
        <ChatIcon className="size-6" />
      </HeaderIconLink>
      <HeaderIconLink
        to={paths.dashboard.notifications}
        label={notifications > 0 ? t('inbox.notificationsUnread', { count: notifications }) : t('inbox.notifications')}
        badge={notifications > 0 ? badgeText(notifications) : null}
        className={SIZE}
      >
        <BellIcon className="size-6" />
      </HeaderIconLink>
    </>
  );
}
