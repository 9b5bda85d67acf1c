import { useTranslation } from 'react-i18next';
import type { RechargePlan } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatRupees } from '@/lib/format';

/** The plan that filled the amount: what it gives, and a way to pick another. */
export function ChosenPlan({ plan, onChange }: { plan: RechargePlan; onChange: () => void }) {
  const { t } = useTranslation('recharge');
  const facts = [plan.validity, plan.data, plan.calls, plan.sms].filter(Boolean).join(' · ');
  return (
    <div
      data-testid="chosen-plan"
      className="flex items-start justify-between gap-3 rounded-xl border border-primary-100 bg-primary-50 p-3"
    >
      <div className="min-w-0">
        <p className="text-sm font-semibold text-gray-900">
          {t('plans.chosen', { price: formatRupees(plan.amount), description: plan.description })}
        </p>
        <p className="mt-0.5 text-xs text-gray-700">{facts}</p>
      </div>
      <Button variant="link" size="sm" onClick={onChange} className="shrink-0">
        {t('plans.change')}
      </Button>
    </div>
  );
}
