import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

type SpinnerProps = {
  size?: keyof typeof sizes;
  /** Accessible label; defaults to "Loading". */
  label?: string;
  /** Inside a control that already says it is busy: no status role. */
  decorative?: boolean;
  className?: string;
};

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('common');
  const circle = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-t-transparent',
        sizes[size],
        className,
      )}
    />
  );
  if (decorative) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

/** A page-level loading state with visible text ("Loading"), e.g. while the session check runs. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-primary">
      <span
        aria-hidden="true"
        className="inline-block size-10 animate-spin rounded-full border-4 border-current border-t-transparent"
      />
      <span className="text-sm font-medium text-gray-600">{label ?? t('loading')}</span>
    </div>
  );
}
