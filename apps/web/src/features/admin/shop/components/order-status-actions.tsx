/**
 * The buttons that move an order forward (contracts' ORDER_STATUS_NEXT):
 * Mark as packed / shipped (with the courier and AWB: ShipOrderDialog) /
 * delivered, and Cancel order behind a
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
import { useUpdateOrderStatus, type ShipmentInput } from '../api/update-order-status';
import { ShipOrderDialog } from './ship-order-dialog';

type OrderStatusActionsProps = {
  order: AdminOrder;
  /** The order as the server answered after a change. */
  onChanged?: (order: AdminOrder) => void;
};

export function OrderStatusActions({ order, onChanged }: OrderStatusActionsProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateOrderStatus();
  const [confirming, setConfirming] = useState(false);
  const [shipping, setShipping] = useState(false);
  const forward = ORDER_STATUS_NEXT[order.status].filter((status) => status !== 'cancelled');
  const canCancel = ORDER_STATUS_NEXT[order.status].includes('cancelled');
  const refundUnfinished =
    order.status === 'cancelled' && (order.refundStatus === null || order.refundStatus === 'requested');
  const busyWith = update.isPending ? update.variables?.status : undefined;

  const move = async (status: OrderStatus, shipment?: ShipmentInput) => {
    try {
      const response = await update.mutateAsync({ id: order._id, status, ...(shipment ? { shipment } : {}) });
      toast.success(response.message);
      onChanged?.(response.data);
    } catch (error) {
      toast.error(errorMessage(error, t('shop.orders.actions.failed')));
    } finally {
      setConfirming(false);
      setShipping(false);
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
          // Shipping asks for the courier and AWB number first (issue 23).
          onClick={() => (status === 'shipped' ? setShipping(true) : void move(status))}
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
      <ShipOrderDialog
        open={shipping}
        pending={update.isPending}
        onCancel={() => setShipping(false)}
        onShip={(shipment) => void move('shipped', shipment)}
      />
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
