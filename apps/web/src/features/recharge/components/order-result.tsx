/**
 * The result screen of `?order=<id>`: the customer's own order (GET
 * orders/:id, seeded by the pay answer and polled while PENDING), so a
 * refresh or a shared tab still shows where the recharge stands.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { RechargeService } from '@seva/contracts';
import { Button, EmptyState, LoadError, Skeleton, buttonClasses } from '@/components/ui';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modal-store';
import { useSession } from '@/lib/session';
import { useRechargeOrder } from '../api/get-order';
import { rechargeQuery } from '../links';
import { RechargeResult } from './recharge-result';

function ResultSkeleton() {
  return (
    <div data-testid="result-skeleton" className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm">
      <Skeleton className="h-12 w-12 rounded-full" />
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

export function OrderResult({ orderId, services }: { orderId: string; services: RechargeService[] }) {
  const { t } = useTranslation('recharge');
  const { pathname } = useLocation();
  const session = useSession();
  const order = useRechargeOrder(orderId, session.isLoggedIn);

  if (session.loading) return <ResultSkeleton />;
  if (!session.isLoggedIn) {
    return (
      <EmptyState
        title={t('result.loginTitle')}
        description={t('result.loginBody')}
        action={<Button onClick={() => openModal('login')}>{t('result.login')}</Button>}
      />
    );
  }
  if (order.isPending) return <ResultSkeleton />;
  if (order.isError && !order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <EmptyState
          title={t('result.notFoundTitle')}
          description={t('result.notFoundBody')}
          action={
            <Link to={paths.history.recharge} className={buttonClasses('secondary')}>
              {t('result.history')}
            </Link>
          }
        />
      );
    }
    return <LoadError message={t('result.loadFailed')} onRetry={() => void order.refetch()} />;
  }

  const data = order.data;
  const service = services.find((s) => s.service_id === data.service_id);
  const again = rechargeQuery({ slug: service?.slug ?? data.billType, service_id: data.service_id });
  return <RechargeResult order={data} kind={service?.kind ?? 'recharge'} againTo={`${pathname}?${again.toString()}`} />;
}
