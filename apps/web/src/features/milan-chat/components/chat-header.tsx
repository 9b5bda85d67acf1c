/**
 * The chat's top bar: back to the conversations, the member's photo and
 * name (both open their profile) with the Verified badge, and one live line
 * underneath: "Ananya is typing…", or "Reconnecting…" while the socket is
 * down (messages still send over REST; new ones arrive once it is back).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary } from '@seva/contracts';
import { AvatarLink, ChevronLeftIcon, VerifiedBadge } from '@/components/ui';
import { buildPath, paths } from '@/config/paths';
import { cn } from '@/lib/format';

type ChatHeaderProps = { member: MemberSummary; typing: boolean; connected: boolean };

export function ChatHeader({ member, typing, connected }: ChatHeaderProps) {
  const { t } = useTranslation('milanChat');
  const status = typing ? t('chat.typing', { name: member.firstName }) : connected ? '' : t('chat.reconnecting');
  return (
    <header className="flex items-center gap-2 border-b border-gray-200 bg-white px-2 py-2 sm:px-4">
      <Link
        to={paths.dashboard.messages}
        aria-label={t('chat.back')}
        className="grid size-10 shrink-0 place-items-center rounded-full text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <ChevronLeftIcon className="size-6" strokeWidth={2} />
      </Link>
      <AvatarLink
        to={buildPath.milanSathiProfile(member._id)}
        image={member.photo}
        name={member.firstName}
        className="size-10 text-lg"
      />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={buildPath.milanSathiProfile(member._id)}
            className="truncate rounded text-base font-semibold text-gray-900 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            {member.firstName}
          </Link>
          {member.verified && <VerifiedBadge />}
        </div>
        <p role="status" className={cn('h-4 truncate text-xs leading-4', typing ? 'text-primary' : 'text-amber-700')}>
          {status}
        </p>
      </div>
    </header>
  );
}
