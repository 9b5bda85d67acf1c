/**
 * One service's panel (a region named by the service): its operators or billers (GET operators), then the
 * form its flow needs: 'fetch' billers fetch the bill first; 'plan',
 * 'validate' and 'direct' take an amount (with plans or packs to pick from
 * when the service has them). Issue 23: recharges show the customer's recent
 * numbers above the form, 'fetch' billers their saved billers; a number the
 * query names (a reminder's link, a plan no longer offered) prefills the form.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { RecentRecharge, RechargeService } from '@seva/contracts';
import { EmptyState, LoadError } from '@/components/ui';
import { useRechargeOperators } from '../api/get-operators';
import { useServiceName } from '../hooks/use-service-name';
import { prefillOf, prefillQuery } from '../links';
import { BillFetchForm } from './bill-fetch-form';
import { FormSkeleton } from './form-skeleton';
import { RecentNumbers } from './recent-numbers';
import { RechargeForm } from './recharge-form';
import { SavedBillers } from './saved-billers';

/** The selected service's heading, what its flow asks for, and its form. */
export function ServicePanel({ service }: { service: RechargeService }) {
  const { t } = useTranslation('recharge');
  const headingId = useId();
  const serviceName = useServiceName();
  const operators = useRechargeOperators(service.service_id);
  const [params, setParams] = useSearchParams();
  const prefill = prefillOf(params);
  const prefillKey = prefill ? `${prefill.number}:${prefill.operator}:${prefill.circle}:${prefill.openPlans}` : '';
  const name = serviceName(service);
  const choosePlan = (recent: RecentRecharge) =>
    setParams(
      prefillQuery(service, {
        number: recent.number,
        operator: recent.product_code,
        circle: recent.circle ?? '',
        openPlans: true,
      }),
    );

  let body;
  if (operators.isPending) body = <FormSkeleton />;
  else if (operators.isError)
    body = (
      <LoadError message={t('page.operatorsFailed', { service: name })} onRetry={() => void operators.refetch()} />
    );
  else if (operators.data.length === 0)
    body = <EmptyState title={t('page.noOperatorsTitle')} description={t('page.noOperatorsBody', { service: name })} />;
  else if (service.flow === 'fetch')
    body = (
      <>
        <SavedBillers service={service} operators={operators.data} />
        <BillFetchForm key={prefillKey} service={service} operators={operators.data} prefill={prefill} />
      </>
    );
  else
    body = (
      <>
        {service.kind === 'recharge' && (
          <RecentNumbers service={service} operators={operators.data} onChoosePlan={choosePlan} />
        )}
        <RechargeForm key={prefillKey} service={service} operators={operators.data} prefill={prefill} />
      </>
    );

  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-2xl flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-gray-900">
          {name}
        </h2>
        <p className="mt-0.5 text-sm text-gray-600">{t(`page.flows.${service.flow}`)}</p>
      </div>
      {body}
    </section>
  );
}
