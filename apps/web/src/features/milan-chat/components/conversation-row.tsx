/**
 * One conversation in the list: the member's photo, name and Verified
 * badge, the last message ("You: …" for the member's own) and its time, and
 * the unread count; the whole row opens the chat.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Conversation } from '@seva/contracts';
import { Avatar, Skeleton, VerifiedBadge } from '@/components/ui';
import { buildPath } from '@/config/paths';
import { badgeText } from '@/domains/milan/badges';
import { cn } from '@/lib/format';
import { listTime } from '../format';

export function ConversationRow({ conversation, myId }: { conversation: Conversation; myId: string }) {
  const { t } = useTranslation('milanChat');
  const { member, lastMessage, unread } = conversation;
  const preview = lastMessage
    ? `${lastMessage.senderId === myId ? `${t('list.you')} ` : ''}${lastMessage.deleted ? t('deletedMessage') : lastMessage.body}`
    : t('list.noMessages');
  return (
    <article className="relative flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-primary hover:bg-primary-50/50">
      <Avatar image={member.photo} name={member.firstName} className="size-14 text-xl" />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h2 className="min-w-0 truncate font-semibold text-gray-900">
            <Link
              to={buildPath.conversation(conversation._id)}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {member.firstName}
            </Link>
          </h2>
          {member.verified && <VerifiedBadge />}
          <time dateTime={conversation.updatedAt} className="ml-auto shrink-0 text-xs text-gray-500">
            {listTime(lastMessage?.createdAt ?? conversation.updatedAt)}
          </time>
        </div>
        <div className="mt-0.5 flex items-center gap-2">
          <p
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread > 0 ? 'font-semibold text-gray-900' : 'text-gray-600',
            )}
          >
            {preview}
          </p>
          {unread > 0 && (
            <span className="grid min-w-5 shrink-0 place-items-center rounded-full bg-primary px-1.5 text-xs font-bold text-white">
              <span aria-hidden="true">{badgeText(unread)}</span>
              <span className="sr-only">{t('list.unread', { count: unread })}</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

export function ConversationRowSkeletons() {
  return (
    <div className="flex flex-col gap-2" aria-hidden="true" data-testid="conversations-skeleton">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 rounded-2xl bg-white p-3 shadow-sm">
          <Skeleton className="size-14 shrink-0 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
