/** The round icon beside a notification, one per kind; its label names the kind for screen readers. */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@seva/contracts';
import { ChatIcon, ClockIcon, HeartIcon, ShieldCrossIcon, ShieldIcon, UserPlusIcon } from '@/components/ui';
import { CameraIcon } from '@/components/ui/milan-icons';
import { cn } from '@/lib/format';

const ICONS: Record<NotificationKind, ComponentType<{ className?: string }>> = {
  connection_request: UserPlusIcon,
  connection_accepted: HeartIcon,
  message: ChatIcon,
  verification_verified: ShieldIcon,
  verification_rejected: ShieldCrossIcon,
  membership_expiring: ClockIcon,
  photo_request: CameraIcon,
};

const COLOURS: Record<NotificationKind, string> = {
  connection_request: 'bg-primary-50 text-primary',
  connection_accepted: 'bg-primary-50 text-primary',
  message: 'bg-blue-50 text-blue-700',
  verification_verified: 'bg-green-50 text-green-700',
  verification_rejected: 'bg-red-50 text-red-700',
  membership_expiring: 'bg-amber-50 text-amber-700',
  photo_request: 'bg-primary-50 text-primary',
};

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation('notifications');
  const Icon = ICONS[kind];
  return (
    <span
      role="img"
      aria-label={t(`kinds.${kind}`)}
      className={cn('grid size-10 shrink-0 place-items-center rounded-full', COLOURS[kind])}
    >
      <Icon className="size-5" />
    </span>
  );
}
