/**
 * The buttons that move an order forward (contracts' ORDER_STATUS_NEXT):
 * Mark as packed / shipped / delivered, and Cancel order behind a
 * confirmation that says the payment will be refunded. A cancelled order
 * whose refund the gateway has not accepted yet offers Retry refund.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ORDER_STATUS_NEXT, type AdminOrder, type OrderStatus } from '@seva/contracts';
import { Button, ConfirmDialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '../../shared/format';
import { useUpdateOrderStatus } from '../api/update-order-status';

type OrderStatusActionsProps = {
  order: AdminOrder;
  /** The order as the server answered after a change. */
  onChanged?: (order: AdminOrder) => void;
};

export function OrderStatusActions({ order, onChanged }: OrderStatusActionsProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateOrderStatus();
  const [confirming, setConfirming] = useState(false);
  const forward = ORDER_STATUS_NEXT[order.status].filter((status) => status !== 'cancelled');
  const canCancel = ORDER_STATUS_NEXT[order.status].includes('cancelled');
  const refundUnfinished =
    order.status === 'cancelled' && (order.refundStatus === null || order.refundStatus === 'requested');
  const busyWith = update.isPending ? update.variables?.status : undefined;

  const move = async (status: OrderStatus) => {
    try {
      const response = await update.mutateAsync({ id: order._id, status });
      toast.success(response.message);
      onChanged?.(response.data);
    } catch (error) {
      toast.error(errorMessage(error, t('shop.orders.actions.failed')));
    } finally {
      setConfirming(false);
    }
  };

  if (forward.length === 0 && !canCancel && !refundUnfinished) {
    return (
      <p className="text-sm text-gray-600">
        {t('shop.orders.actions.final', { status: t(`shop.orders.status.${order.status}`).toLowerCase() })}
      </p>
    );
  }

  return (
    <div role="group" aria-label={t('shop.orders.actions.label')} className="flex flex-col gap-2 sm:flex-row">
      {forward.map((status) => (
        <Button
          key={status}
          loading={busyWith === status}
          disabled={update.isPending}
          onClick={() => void move(status)}
        >
          {t(`shop.orders.actions.${status as 'packed' | 'shipped' | 'delivered'}`)}
        </Button>
      ))}
      {canCancel && (
        <Button variant="danger" disabled={update.isPending} onClick={() => setConfirming(true)}>
          {t('shop.orders.actions.cancel')}
        </Button>
      )}
      {refundUnfinished && (
        <Button
          variant="danger"
          loading={busyWith === 'cancelled'}
          disabled={update.isPending}
          onClick={() => void move('cancelled')}
        >
          {t('shop.orders.actions.retryRefund')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('shop.orders.confirmCancel.title')}
        description={t('shop.orders.confirmCancel.body', { amount: formatMoney(order.amount) })}
        keep={t('shop.orders.confirmCancel.keep')}
        confirm={t('shop.orders.confirmCancel.confirm')}
        pending={update.isPending}
        busy={busyWith === 'cancelled'}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void move('cancelled')}
      />
    </div>
  );
}
