/**
 * Recent numbers (issue 23): above a recharge service's form, the signed-in
 * customer's numbers of that service (newest first), each with its operator,
 * circle and last plan, and "Repeat ₹299": one tap starts checkout of the
 * same plan for the same number (useRepeatRecharge). A plan no longer
 * offered opens the plan list for that number instead (`onChoosePlan`).
 */
import { useTranslation } from 'react-i18next';
import type { RecentRecharge, RechargeOperator, RechargeService } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatRupees } from '@/lib/format';
import { useCircleName } from '@/domains/recharge/names';
import { useRecentRecharges } from '../api/recent-numbers';
import { useRepeatRecharge } from '../hooks/use-repeat-recharge';
import { useBoughtPlanText } from '../plan-text';

type RecentNumbersProps = {
  service: RechargeService;
  operators: RechargeOperator[];
  /** Opens the form for `recent`'s number with its plan list. */
  onChoosePlan: (recent: RecentRecharge) => void;
};

function RecentRow({ recent, paying, onRepeat }: { recent: RecentRecharge; paying: boolean; onRepeat: () => void }) {
  const { t } = useTranslation('recharge');
  const circleName = useCircleName();
  const planText = useBoughtPlanText();
  const where = [recent.productName, recent.circle && circleName({ code: recent.circle, name: recent.circle })]
    .filter(Boolean)
    .join(' · ');
  const plan = recent.plan
    ? t('recent.plan', { amount: formatRupees(recent.plan.amount), ...planText(recent.plan) })
    : t('recent.amountOnly', { amount: formatRupees(recent.amount) });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-200 p-3">
      <div className="min-w-0">
        <p className="font-semibold text-gray-900">{recent.number}</p>
        <p className="text-xs text-gray-600">{where}</p>
        <p className="mt-0.5 text-xs text-gray-700">{plan}</p>
      </div>
      <Button
        size="sm"
        loading={paying}
        onClick={onRepeat}
        aria-label={t('recent.repeatFor', {
          amount: formatRupees(recent.plan?.amount ?? recent.amount),
          number: recent.number,
        })}
      >
        {t('recent.repeat', { amount: formatRupees(recent.plan?.amount ?? recent.amount) })}
      </Button>
    </li>
  );
}

export function RecentNumbers({ service, operators, onChoosePlan }: RecentNumbersProps) {
  const { t } = useTranslation('recharge');
  const recent = useRecentRecharges(service.service_id);
  const { repeat, paying } = useRepeatRecharge(service, operators);
  if (!recent.data || recent.data.length === 0) return null;
  return (
    <section aria-labelledby="recent-numbers" className="flex flex-col gap-2">
      <h3 id="recent-numbers" className="text-sm font-semibold text-gray-900">
        {t('recent.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {recent.data.map((r) => (
          <RecentRow
            key={`${r.service_id}:${r.number}`}
            recent={r}
            paying={paying}
            onRepeat={() => void repeat(r, () => onChoosePlan(r))}
          />
        ))}
      </ul>
    </section>
  );
}
