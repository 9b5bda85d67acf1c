import { useTranslation } from 'react-i18next';
import { formatInr, type MembershipPlan } from '@seva/contracts';
import { Fact } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { periodAfter } from '../format';
import { useDuration } from '../hooks/use-duration';
import { PlanFeatures } from './plan-features';

/**
 * What the member is about to buy: the plan, its duration, when it starts
 * (today, or when the current plan ends: a renewal) and ends, and the total.
 */
export function OrderSummary({ plan, currentEndsAt }: { plan: MembershipPlan; currentEndsAt: string | null }) {
  const { t } = useTranslation('membership');
  const duration = useDuration();
  const { startsAt, endsAt, renewal } = periodAfter(currentEndsAt, plan.durationDays);
  return (
    <section aria-labelledby="order-summary" className="flex flex-col gap-4">
      <h2 id="order-summary" className="text-lg font-semibold text-gray-900">
        {t('checkout.summary')}
      </h2>
      {renewal && (
        <p className="rounded-lg bg-primary-50 p-3 text-sm text-gray-800">
          {t('checkout.renewalNote', {
            date: formatDate(startsAt.toISOString()),
            duration: duration(plan.durationDays),
          })}
        </p>
      )}
      <dl className="flex flex-col gap-2">
        <Fact term={t('checkout.plan')}>{plan.name}</Fact>
        <Fact term={t('checkout.duration')}>{duration(plan.durationDays)}</Fact>
        <Fact term={t('checkout.starts')}>
          {renewal
            ? t('checkout.startsAfter', { date: formatDate(startsAt.toISOString()) })
            : t('checkout.startsToday')}
        </Fact>
        <Fact term={t('checkout.ends')}>
          <span data-testid="new-end-date">{formatDate(endsAt.toISOString())}</span>
        </Fact>
      </dl>
      <PlanFeatures plan={plan} />
      <p className="flex items-baseline justify-between border-t border-gray-100 pt-4 text-lg font-semibold text-gray-900">
        <span>{t('checkout.total')}</span>
        <span>{formatInr(plan.price)}</span>
      </p>
    </section>
  );
}
