import { useTranslation } from 'react-i18next';
import type { RechargePlan } from '@seva/contracts';
import { Button } from '@/components/ui';
import { formatRupees } from '@/lib/format';

/**
 * One plan or pack as a card of the plan grid: the price and validity on top,
 * then what it gives across the card's whole width (a DTH pack's name, the
 * data, calls and SMS or channels, the extra benefits), and "Choose" at its foot.
 */
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
      className="flex h-full flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 transition hover:border-primary-200 hover:shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-2xl font-bold text-gray-900">{price}</p>
        <p className="rounded-full bg-primary-50 px-2.5 py-0.5 text-sm font-medium text-primary-dark">
          {plan.validity}
        </p>
      </div>
      {title && <p className="font-medium text-gray-900">{title}</p>}
      {facts.length > 0 && (
        <ul className="flex flex-col gap-0.5 text-sm text-gray-800">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {plan.benefits && <p className="text-sm text-gray-600">{plan.benefits}</p>}
      <Button
        variant="secondary"
        onClick={() => onChoose(plan)}
        aria-label={t('plans.chooseLabel', { price })}
        className="mt-auto w-full"
      >
        {t('plans.choose')}
      </Button>
    </article>
  );
}
