import { useTranslation } from 'react-i18next';
import { LockIcon, PersonIcon } from '@/components/ui';
import { cn } from '@/lib/format';

type PhotoPlaceholderProps = {
  /** The member shows photos only to accepted connections (vs. has none). */
  locked: boolean;
  /** Classes giving the box its size and aspect ratio, as the photo would have. */
  className?: string;
  /** A sentence under the label saying why (the profile page). */
  reason?: string;
};

/**
 * Where a photo would be: a neutral silhouette ("No photo yet"), or a lock
 * with "Photo visible after connecting" when the member keeps photos for
 * accepted connections (the privacy rule of the issue).
 */
export function PhotoPlaceholder({ locked, className, reason }: PhotoPlaceholderProps) {
  const { t } = useTranslation('milan');
  return (
    <div
      data-testid={locked ? 'photo-locked' : 'photo-none'}
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-gradient-to-b from-primary-50 to-orange-100/60 px-3 text-center',
        className,
      )}
    >
      <span className="grid size-14 place-items-center rounded-full bg-white/80 text-primary shadow-sm">
        {locked ? <LockIcon className="size-7" /> : <PersonIcon className="size-8" />}
      </span>
      <p className="text-sm font-medium text-gray-700">{locked ? t('card.photoLocked') : t('card.noPhoto')}</p>
      {reason && <p className="max-w-xs text-xs text-gray-600">{reason}</p>}
    </div>
  );
}
