/**
 * How recently a member was active (issue 22: "Active today"), as the API's
 * coarse bucket: never the time itself. Nothing when the member was never seen.
 */
import { useTranslation } from 'react-i18next';
import type { LastActive as LastActiveBucket } from '@seva/contracts';
import { cn } from '@/lib/format';

export function LastActive({ value, className }: { value: LastActiveBucket | null; className?: string }) {
  const { t } = useTranslation('milan');
  if (value === null) return null;
  return (
    <p className={cn('inline-flex items-center gap-1.5 text-sm text-gray-600', className)}>
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', value === 'online' ? 'bg-green-600' : 'bg-gray-400')}
      />
      {t(`lastActive.${value}`)}
    </p>
  );
}
