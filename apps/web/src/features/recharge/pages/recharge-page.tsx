/**
 * /recharge?recharge-type=<slug>&active-id=<service_id> and /mobile (the same
 * page on the prepaid tab): one tab per visible service (SPEC §2, §9), the
 * selected one in the query string, and its form; after paying,
 * `&order=<id>` shows the result screen.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN, type RechargeService } from '@seva/contracts';
import { EmptyState, LoadError, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useRechargeServices } from '../api/get-services';
import { PageSkeleton } from '../components/form-skeleton';
import { OrderResult } from '../components/order-result';
import { ServicePanel } from '../components/service-panel';
import { TabBar, TabPanel } from '../components/tab-bar';
import { useServiceName } from '../hooks/use-service-name';
import { QUERY, rechargeQuery } from '../links';

type Flow = RechargeService['flow'];

/** The tab the query names (by slug, else by id), else the first of the preferred flow, else the first. */
function pickService(services: RechargeService[], params: URLSearchParams, prefer?: Flow) {
  const slug = params.get(QUERY.type);
  const id = params.get(QUERY.id);
  return (
    services.find((s) => s.slug === slug) ??
    services.find((s) => id !== null && String(s.service_id) === id) ??
    (prefer && services.find((s) => s.flow === prefer)) ??
    services[0]
  );
}

function ServiceTabs({ services, prefer }: { services: RechargeService[]; prefer?: Flow }) {
  const { t } = useTranslation('recharge');
  const serviceName = useServiceName();
  const [params, setParams] = useSearchParams();
  const selected = pickService(services, params, prefer);
  if (!selected) return null;

  const select = (id: string) => {
    const service = services.find((s) => String(s.service_id) === id);
    if (service) setParams(rechargeQuery(service), { replace: true });
  };

  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <TabBar
        idPrefix="recharge-service"
        label={t('page.tabsLabel')}
        tabs={services.map((s) => ({ id: String(s.service_id), label: serviceName(s) }))}
        selected={String(selected.service_id)}
        onSelect={select}
      />
      <TabPanel idPrefix="recharge-service" selected={String(selected.service_id)}>
        <ServicePanel key={selected.service_id} service={selected} />
      </TabPanel>
    </div>
  );
}

export default function RechargePage({ prefer }: { prefer?: Flow }) {
  const { t } = useTranslation('recharge');
  const [params] = useSearchParams();
  const services = useRechargeServices();
  const orderId = params.get(QUERY.order) ?? '';
  const showOrder = RECORD_ID_PATTERN.test(orderId);
  usePageTitle(t('page.title'));

  let body;
  if (showOrder) body = <OrderResult orderId={orderId} services={services.data ?? []} />;
  else if (services.isPending) body = <PageSkeleton />;
  else if (services.isError)
    body = <LoadError message={t('page.servicesFailed')} onRetry={() => void services.refetch()} />;
  else if (services.data.length === 0)
    body = <EmptyState title={t('page.noServicesTitle')} description={t('page.noServicesBody')} />;
  else body = <ServiceTabs services={services.data} prefer={prefer} />;

  return (
    <PageContainer width="md">
      {!showOrder && (
        <header className="mb-4">
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-gray-600 sm:text-base">{t('page.subtitle')}</p>
        </header>
      )}
      {body}
    </PageContainer>
  );
}
