/**
 * The signed-in header's Messages and Notifications icons (beside the cart),
 * each with its unread count from GET /api/notifications/badges ("9+" above
 * nine, no badge at 0) and a name that says the count ("Messages, 3 unread").
 * The realtime socket refreshes the counts (lib/socket).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { badgeText, useBadges } from '@/lib/badges';

function InboxLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Link
      to={to}
      aria-label={label}
      className="relative grid size-9 place-items-center rounded-full text-gray-700 hover:bg-gray-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary min-[420px]:size-10"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {icon}
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-primary px-1 text-[11px] font-bold text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}

export function InboxLinks() {
  const { t } = useTranslation('layout');
  const { messages, notifications } = useBadges();
  return (
    <>
      <InboxLink
        to={paths.dashboard.messages}
        count={messages}
        label={messages > 0 ? t('inbox.messagesUnread', { count: messages }) : t('inbox.messages')}
        icon={<path d="M4 5h16v11H8l-4 4z" />}
      />
      <InboxLink
        to={paths.dashboard.notifications}
        count={notifications}
        label={notifications > 0 ? t('inbox.notificationsUnread', { count: notifications }) : t('inbox.notifications')}
        icon={<path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4" />}
      />
    </>
  );
}
