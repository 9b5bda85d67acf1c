import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MembershipPlan } from '@seva/contracts';
import { cn } from '@/lib/format';
import { PlanFeatures } from './plan-features';
import { PlanPrice } from './plan-price';

type PlanCardProps = {
  plan: MembershipPlan;
  /** The member's running plan is this one. */
  current: boolean;
  /** Buy / Renew, or nothing for the free plan. */
  action?: ReactNode;
};

/** One plan: name, tagline, price and duration, what it unlocks, and the way to buy it. */
export function PlanCard({ plan, current, action }: PlanCardProps) {
  const { t } = useTranslation('membership');
  const headingId = `plan-${plan._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1',
        current ? 'ring-2 ring-primary' : 'ring-gray-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-white">
            {t('plans.yourPlan')}
          </span>
        )}
      </div>
      {plan.tagline && <p className="-mt-2 text-sm font-medium text-primary">{plan.tagline}</p>}
      <PlanPrice plan={plan} />
      <PlanFeatures plan={plan} />
      {action && <div className="mt-auto pt-2">{action}</div>}
    </article>
  );
}
