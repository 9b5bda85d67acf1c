import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';
import { ShieldIcon } from './icons';

type VerifiedBadgeProps = {
  /** Sits over a photo (a card's corner): a solid white pill with a shadow. */
  onImage?: boolean;
  className?: string;
};

/**
 * The ID-verified mark (SPEC §1 verification): a shield with a tick and
 * "Verified", announced as one image named "ID verified".
 */
export function VerifiedBadge({ onImage = false, className }: VerifiedBadgeProps) {
  const { t } = useTranslation('common');
  return (
    <span
      role="img"
      aria-label={t('verifiedBadge.label')}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800',
        onImage ? 'bg-white/95 shadow' : 'bg-green-50 ring-1 ring-green-200',
        className,
      )}
    >
      <ShieldIcon className="size-3.5" strokeWidth={2} />
      <span aria-hidden="true">{t('verifiedBadge.text')}</span>
    </span>
  );
}
