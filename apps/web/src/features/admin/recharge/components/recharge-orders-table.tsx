import { useTranslation } from 'react-i18next';
import type { AdminRechargeOrder } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { formatMoney } from '../../shared/format';
import { DataTable, ReferenceButton } from '../../shared/components/data-table';
import { RechargePaymentBadge, RechargeStatusBadge } from './recharge-badges';

const COLUMNS = ['order', 'operator', 'number', 'customer', 'amount', 'status', 'payment'] as const;

type RechargeOrdersTableProps = { orders: AdminRechargeOrder[]; onOpen: (order: AdminRechargeOrder) => void };

/** One page of recharge orders; the order id opens its details (first column, reachable at 360 px). */
export function RechargeOrdersTable({ orders, onOpen }: RechargeOrdersTableProps) {
  const { t } = useTranslation('admin');
  return (
    <DataTable
      caption={t('recharge.orders.caption')}
      columns={COLUMNS.map((column) => t(`recharge.orders.columns.${column}`))}
      minWidth="min-w-[820px]"
    >
      {orders.map((order) => (
        <tr key={order._id} className="hover:bg-gray-50">
          <td className="px-4 py-3">
            <ReferenceButton reference={order.reference} onOpen={() => onOpen(order)} />
            <p className="text-xs text-gray-500">{formatDate(order.createdAt)}</p>
          </td>
          <td className="px-4 py-3 font-medium text-gray-900">
            {order.productName || order.operatorId}
            <p className="text-xs font-normal text-gray-500">{order.serviceName}</p>
          </td>
          <td className="px-4 py-3 font-mono whitespace-nowrap">{order.number}</td>
          <td className="px-4 py-3 whitespace-nowrap">{order.mobile}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatMoney(order.amount)}</td>
          <td className="px-4 py-3">
            <RechargeStatusBadge status={order.status} />
          </td>
          <td className="px-4 py-3">
            <RechargePaymentBadge status={order.paymentStatus} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
