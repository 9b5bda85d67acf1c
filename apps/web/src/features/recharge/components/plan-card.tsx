import { useTranslation } from 'react-i18next';
import type { RechargePlan } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatRupees } from '@/lib/format';

/** One plan or pack: price and validity, what it gives, and "Choose". */
export function PlanCard({ plan, onChoose }: { plan: RechargePlan; onChoose: (plan: RechargePlan) => void }) {
  const { t } = useTranslation('recharge');
  const facts = [
    plan.data && t('plans.factData', { value: plan.data }),
    plan.calls && t('plans.factCalls', { value: plan.calls }),
    plan.sms && t('plans.factSms', { value: plan.sms }),
    plan.channels !== null ? t('plans.channels', { count: plan.channels }) : null,
  ].filter(Boolean);
  // A DTH pack is known by its name; a mobile plan's summary would only repeat its facts.
  const title = plan.channels !== null ? plan.description : null;
  const price = formatRupees(plan.amount);
  return (
    <article
      aria-label={t('plans.cardLabel', { price, validity: plan.validity })}
      className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-3 sm:p-4"
    >
      <div className="w-20 shrink-0">
        <p className="text-xl font-bold text-gray-900">{price}</p>
        <p className="text-xs text-gray-600">{plan.validity}</p>
      </div>
      <div className="min-w-0 flex-1">
        {title && <p className="text-sm font-medium text-gray-900">{title}</p>}
        {facts.length > 0 && <p className="mt-0.5 text-sm text-gray-800">{facts.join(' · ')}</p>}
        {plan.benefits && <p className="mt-1 text-xs text-gray-500">{plan.benefits}</p>}
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onChoose(plan)}
        aria-label={t('plans.chooseLabel', { price })}
      >
        {t('plans.choose')}
      </Button>
    </article>
  );
}
