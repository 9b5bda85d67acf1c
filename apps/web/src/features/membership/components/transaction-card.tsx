import { useTranslation } from 'react-i18next';
import type { PaymentStatus, RefundStatus, Transaction } from '@seva/contracts';
import { StatusBadge } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { formatAmount } from '../format';

const statusColours: Record<PaymentStatus, string> = {
  created: 'bg-gray-100 text-gray-700',
  paid: 'bg-blue-100 text-blue-800',
  fulfilled: 'bg-green-100 text-green-800',
  refunded: 'bg-purple-100 text-purple-800',
  failed: 'bg-red-100 text-red-800',
};

const refundColours: Record<RefundStatus, string> = {
  requested: 'bg-amber-100 text-amber-800',
  pending: 'bg-amber-100 text-amber-800',
  processed: 'bg-purple-100 text-purple-800',
};

/** One payment: what it bought, when, how much, where it stands (and its refund), and the gateway's reference. */
export function TransactionCard({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('membership');
  return (
    <article className="flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="font-semibold text-gray-900">{transaction.description}</h2>
        <p className="text-sm text-gray-600">
          <time dateTime={transaction.createdAt}>{formatDateTime(transaction.createdAt)}</time>
        </p>
        <p className="mt-1 text-xs break-all text-gray-500">
          {transaction.reference
            ? t('transactions.reference', { reference: transaction.reference })
            : t('transactions.noReference')}
        </p>
        {/* A PayPal payment goes back to PayPal; the note speaks of card-gateway methods only. */}
        {transaction.refundStatus && transaction.currency === 'INR' && (
          <RefundNote method={transaction.paymentMethod} className="mt-1 text-xs" />
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <p className="text-lg font-semibold text-gray-900">{formatAmount(transaction)}</p>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge
            status={transaction.status}
            colours={statusColours}
            label={t(`transactions.status.${transaction.status}`)}
          />
          {transaction.refundStatus && (
            <StatusBadge
              status={transaction.refundStatus}
              colours={refundColours}
              label={t(`transactions.refund.${transaction.refundStatus}`)}
            />
          )}
        </div>
      </div>
    </article>
  );
}
