/** The round icon beside a notification, one per kind; its label names the kind for screen readers. */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@seva/contracts';
import {
  BellIcon,
  CartIcon,
  ChatIcon,
  CheckIcon,
  ClockIcon,
  DownloadIcon,
  HeartIcon,
  ShieldCrossIcon,
  ShieldIcon,
  StarIcon,
  UserPlusIcon,
} from '@/components/ui';
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
  recharge_result: CheckIcon,
  recharge_reminder: ClockIcon,
  order_update: CartIcon,
  puja_update: StarIcon,
  yatra_reminder: BellIcon,
  payment_receipt: CheckIcon,
  data_export_ready: DownloadIcon,
};

const COLOURS: Record<NotificationKind, string> = {
  connection_request: 'bg-primary-50 text-primary',
  connection_accepted: 'bg-primary-50 text-primary',
  message: 'bg-blue-50 text-blue-700',
  verification_verified: 'bg-green-50 text-green-700',
  verification_rejected: 'bg-red-50 text-red-700',
  membership_expiring: 'bg-amber-50 text-amber-700',
  photo_request: 'bg-primary-50 text-primary',
  recharge_result: 'bg-green-50 text-green-700',
  recharge_reminder: 'bg-amber-50 text-amber-700',
  order_update: 'bg-blue-50 text-blue-700',
  puja_update: 'bg-primary-50 text-primary',
  yatra_reminder: 'bg-amber-50 text-amber-700',
  payment_receipt: 'bg-green-50 text-green-700',
  data_export_ready: 'bg-blue-50 text-blue-700',
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
