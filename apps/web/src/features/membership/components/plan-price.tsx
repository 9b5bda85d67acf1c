import { useTranslation } from 'react-i18next';
import { formatInr, type MembershipPlan } from '@seva/contracts';
import { useDuration } from '../hooks/use-duration';

/** "₹999 for 1 month", or "Free" with no time limit. */
export function PlanPrice({ plan }: { plan: MembershipPlan }) {
  const { t } = useTranslation('membership');
  const duration = useDuration();
  const free = plan.price === 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="text-3xl font-bold text-gray-900">{free ? t('plans.free') : formatInr(plan.price)}</span>
      <span className="text-sm text-gray-600">
        {free ? t('plans.noTimeLimit') : t('plans.forDuration', { duration: duration(plan.durationDays) })}
      </span>
    </p>
  );
}
