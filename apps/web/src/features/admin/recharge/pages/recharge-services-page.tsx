/**
 * Admin → Recharge services: every service of the aggregator's catalogue with
 * an on/off switch. A switched-off service leaves the customer's list and
 * takes no new orders. The switch flips at once (optimistic) and a toast says
 * what the server saved, or flips back with the reason it refused.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { AdminRechargeService } from '@seva/contracts';
import { EmptyState } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useRechargeServices } from '../api/get-recharge-services';
import { useUpdateRechargeService } from '../api/update-recharge-service';
import { ListHeader } from '../../shared/components/list-header';
import { ListError, ListSkeleton } from '../../shared/components/list-states';
import { RechargeServicesTable } from '../components/recharge-services-table';

export default function RechargeServicesPage() {
  const { t } = useTranslation('admin');
  const services = useRechargeServices();
  const update = useUpdateRechargeService();
  const list = services.data?.data ?? [];
  const offered = list.filter((service) => service.enabled).length;

  const onSwitch = (service: AdminRechargeService, enabled: boolean) =>
    update.mutate(
      { serviceId: service.service_id, enabled },
      {
        onSuccess: (response) => toast.success(response.message),
        onError: (error) => toast.error(errorMessage(error, t('recharge.services.failed', { name: service.name }))),
      },
    );

  return (
    <section className="flex flex-col gap-4">
      <ListHeader
        title={t('recharge.services.title')}
        count={services.data ? t('recharge.services.count', { count: list.length, offered }) : undefined}
      />
      <p className="max-w-2xl text-sm text-gray-600">{t('recharge.services.intro')}</p>

      {services.isPending ? (
        <ListSkeleton />
      ) : services.isError ? (
        <ListError
          message={errorMessage(services.error, t('recharge.services.loadFailed'))}
          onRetry={() => void services.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState title={t('recharge.services.emptyTitle')} />
      ) : (
        <RechargeServicesTable
          services={list}
          onSwitch={onSwitch}
          saving={update.isPending ? (update.variables?.serviceId ?? null) : null}
        />
      )}
    </section>
  );
}
