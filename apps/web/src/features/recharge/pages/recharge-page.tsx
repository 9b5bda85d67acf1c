/**
 * /recharge?recharge-type=<slug>&active-id=<service_id> and /mobile (the same
 * page on the prepaid service): an icon grid of the visible services (SPEC
 * §2, §9), each a link to its own query string, and the selected one's form
 * below it; after paying, `&order=<id>` shows the result screen.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RECORD_ID_PATTERN, type RechargeService } from '@seva/contracts';
import { EmptyState, LoadError, PageContainer } from '@/components/ui';
import { usePageTitle } from '@/lib/use-page-title';
import { useRechargeServices } from '../api/get-services';
import { PageSkeleton } from '../components/form-skeleton';
import { OrderResult } from '../components/order-result';
import { ServicePanel } from '../components/service-panel';
import { ServiceGrid } from '../components/service-grid';
import { useRevealOnChange } from '../hooks/use-reveal-on-change';
import { QUERY } from '../links';

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

/** The service grid and, below it, the form of the service the query names. */
function ServiceChooser({ services, prefer }: { services: RechargeService[]; prefer?: Flow }) {
  const [params] = useSearchParams();
  const selected = pickService(services, params, prefer);
  const panelRef = useRef<HTMLDivElement>(null);
  useRevealOnChange(panelRef, selected?.service_id ?? '');
  if (!selected) return null;
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-2xl bg-white p-2 shadow-sm sm:p-4">
        <ServiceGrid services={services} selected={selected} />
      </div>
      <div ref={panelRef} className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
        <ServicePanel key={selected.service_id} service={selected} />
      </div>
    </div>
  );
}

/** The recharge page; `prefer` opens the first service of that flow when the query names none (/mobile). */
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
  else body = <ServiceChooser services={services.data} prefer={prefer} />;

  return (
    <PageContainer width="lg">
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
