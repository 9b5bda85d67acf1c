import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/format';

/** At or under this many seats a departure says "Few seats left". */
export const FEW_SEATS = 5;

/** "12 seats left", with a "Few seats left" flag at FEW_SEATS or fewer. */
export function SeatsLeft({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('yatra');
  const few = count > 0 && count <= FEW_SEATS;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <span>{t('departure.seatsLeft', { count })}</span>
      {few && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {t('departure.fewSeats')}
        </span>
      )}
    </span>
  );
}
