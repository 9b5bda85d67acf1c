import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
        <path d="m9 12 2 2 4-4" />
      </svg>
      <span aria-hidden="true">{t('verifiedBadge.text')}</span>
    </span>
  );
}
