/** The round icon beside a notification, one per kind; its label names the kind for screen readers. */
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@seva/contracts';
import { cn } from '@/lib/format';

const PATHS: Record<NotificationKind, string> = {
  connection_request: 'M10 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  connection_accepted: 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
  message: 'M4 5h16v11H8l-4 4z',
  verification_verified: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6zM9 12l2 2 4-4',
  verification_rejected: 'M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6zM10 10l4 4M14 10l-4 4',
  membership_expiring: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

const COLOURS: Record<NotificationKind, string> = {
  connection_request: 'bg-primary-50 text-primary',
  connection_accepted: 'bg-primary-50 text-primary',
  message: 'bg-blue-50 text-blue-700',
  verification_verified: 'bg-green-50 text-green-700',
  verification_rejected: 'bg-red-50 text-red-700',
  membership_expiring: 'bg-amber-50 text-amber-700',
};

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { t } = useTranslation('notifications');
  return (
    <span
      role="img"
      aria-label={t(`kinds.${kind}`)}
      className={cn('grid size-10 shrink-0 place-items-center rounded-full', COLOURS[kind])}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5"
      >
        <path d={PATHS[kind]} />
      </svg>
    </span>
  );
}
