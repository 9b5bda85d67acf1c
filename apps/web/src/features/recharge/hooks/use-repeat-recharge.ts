/**
 * "Repeat ₹299" (issue 23): pays again, in one tap, for what a recent number
 * bought last time, through the same checkout as the form
 * (useRechargePayment). The plan must still be offered: the operator's plan
 * list (the same query as the plan browser) is read first, and a plan no
 * longer in it, or at another price, is not paid — `onGone` opens the plan
 * list for that number instead. A number recharged by amount (no plan)
 * repeats that amount.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { RecentRecharge, RechargeOperator, RechargePlan, RechargeService } from '@seva/contracts';
import { errorMessage } from '@/lib/api-client';
import { rechargePlansQueryOptions } from '../api/get-plans';
import { useRechargePayment } from './use-recharge-payment';

/** The plan `recent` bought, as offered now; null when it is gone or its price changed. */
async function currentPlan(
  fetchPlans: () => Promise<{ categories: { plans: RechargePlan[] }[] }>,
  recent: RecentRecharge,
): Promise<RechargePlan | null> {
  if (!recent.plan) return null;
  const { categories } = await fetchPlans();
  const plan = categories.flatMap((c) => c.plans).find((p) => p.id === recent.plan?.id);
  return plan && plan.amount === recent.plan.amount ? plan : null;
}

export function useRepeatRecharge(service: RechargeService, operators: RechargeOperator[]) {
  const { t } = useTranslation('recharge');
  const queryClient = useQueryClient();
  const { pay, paying } = useRechargePayment(service);

  const repeat = async (recent: RecentRecharge, onGone: () => void) => {
    const operator = operators.find((o) => o.product_code === recent.product_code);
    if (!operator) return onGone();
    let plan: RechargePlan | null = null;
    if (recent.plan) {
      try {
        plan = await currentPlan(
          () => queryClient.fetchQuery(rechargePlansQueryOptions(recent.product_code, recent.circle)),
          recent,
        );
      } catch (error) {
        toast.error(errorMessage(error, t('recent.plansFailed')));
        return;
      }
      if (!plan) {
        toast.info(t('recent.planGone', { amount: recent.plan.amount, number: recent.number }));
        return onGone();
      }
    }
    await pay({ operator, number: recent.number, amount: plan?.amount ?? recent.amount, circle: recent.circle, plan });
  };

  return { repeat, paying };
}
