/**
 * Small coloured labels several consoles show (payment, refund, active state),
 * and the Badge every console's own labels are built on.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, RefundStatus } from '@seva/contracts';
import { cn } from '@/lib/format';

/** A small rounded label; `className` gives its colours. */
export function Badge({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        className,
      )}
    >
      {children}
    </span>
  );
}

export function PaymentBadge({ status }: { status: AdminOrder['paymentStatus'] }) {
  const { t } = useTranslation('admin');
  return (
    <Badge className={status === 'refunded' ? 'bg-purple-100 text-purple-800' : 'bg-gray-100 text-gray-800'}>
      {t(`shop.orders.payment.${status}`)}
    </Badge>
  );
}

const REFUND_COLOURS: Record<RefundStatus, string> = {
  requested: 'bg-red-100 text-red-800',
  pending: 'bg-amber-100 text-amber-900',
  processed: 'bg-green-100 text-green-800',
};

export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation('admin');
  return <Badge className={REFUND_COLOURS[status]}>{t(`shop.refunds.status.${status}`)}</Badge>;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge className={active ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-700'}>
      {active ? t('shop.active') : t('shop.inactive')}
    </Badge>
  );
}
