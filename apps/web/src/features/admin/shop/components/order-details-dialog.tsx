/** One order in full: items, shipment (courier and AWB), delivery address, payment and refund state, and the status actions. */
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { formatMoney } from '../../shared/format';
import { PaymentBadge } from '../../shared/components/badges';
import { OrderStatusBadge } from './order-status-badge';
import { DetailSection } from '../../shared/components/detail-section';
import { DetailsDialog } from '../../shared/components/details-dialog';
import { OrderStatusActions } from './order-status-actions';
import { ProductThumb } from '../../shared/components/product-thumb';

/** A label and an id in monospace; unlike DetailRow, the value is not right-aligned. */
function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 text-sm">
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-mono break-all text-gray-900">{value || '—'}</dd>
    </div>
  );
}

type OrderDetailsDialogProps = {
  order: AdminOrder | null;
  onClose: () => void;
  onChanged: (order: AdminOrder) => void;
};

export function OrderDetailsDialog({ order, onClose, onChanged }: OrderDetailsDialogProps) {
  const { t } = useTranslation('admin');
  if (!order) return null;
  const { address } = order;
  return (
    <DetailsDialog
      title={t('shop.orders.details.title', { id: order.reference })}
      description={t('shop.orders.details.placedOn', { date: formatDate(order.createdAt) })}
      badges={
        <>
          <OrderStatusBadge status={order.status} />
          <PaymentBadge status={order.paymentStatus} />
        </>
      }
      refundStatus={order.refundStatus}
      who={order.customerName}
      onClose={onClose}
    >
      <OrderStatusActions order={order} onChanged={onChanged} />

      <DetailSection title={t('shop.orders.details.items')}>
        <ul className="flex flex-col gap-3">
          {order.items.map((item) => (
            <li key={item.productId} className="flex items-center gap-3">
              <ProductThumb src={item.image} className="size-12" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{item.name}</p>
                <p className="text-sm text-gray-600">
                  {item.unit} ·{' '}
                  {t('shop.orders.details.quantity', { quantity: item.quantity, price: formatMoney(item.price) })}
                </p>
              </div>
              <p className="shrink-0 font-medium">{formatMoney(item.price * item.quantity)}</p>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-gray-100 pt-2 font-semibold">
          <span>{t('shop.orders.details.total')}</span>
          <span>{formatMoney(order.amount)}</span>
        </p>
      </DetailSection>

      {order.shipment && (
        <DetailSection title={t('shop.orders.details.shipment')}>
          <p className="text-sm text-gray-800">
            {t('shop.orders.details.shipmentLine', { courier: order.shipment.courier, awb: order.shipment.awb })}
            {order.shipment.trackingUrl && (
              <>
                {' · '}
                <a href={order.shipment.trackingUrl} target="_blank" rel="noreferrer" className="text-brand underline">
                  {t('shop.orders.details.track')}
                </a>
              </>
            )}
          </p>
        </DetailSection>
      )}

      <DetailSection title={t('shop.orders.details.shipTo')}>
        <address className="text-sm text-gray-800 not-italic">
          <span className="font-medium">{address.name}</span> · {address.mobile}
          <br />
          {[address.houseNo, address.area, address.landmark].filter(Boolean).join(', ')}
          <br />
          {address.city}, {address.state} {address.pincode}
        </address>
      </DetailSection>

      <DetailSection title={t('shop.orders.details.payment')}>
        <dl className="flex flex-col gap-1">
          <Row label={t('shop.orders.details.razorpayOrderId')} value={order.razorpayOrderId} />
          <Row label={t('shop.orders.details.razorpayPaymentId')} value={order.razorpayPaymentId} />
          <Row label={t('shop.orders.details.paymentId')} value={order.paymentId} />
          <Row label={t('shop.orders.details.customerId')} value={order.customerId} />
        </dl>
      </DetailSection>
    </DetailsDialog>
  );
}
