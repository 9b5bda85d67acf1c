/**
 * What the puja, pitr paksha and yatra booking dialogs share: the dialog with
 * "Booking #id" and the booking date, a line with the booking's status, paid
 * or refunded and the refund's state beside who booked, and the payment
 * section with the gateway's and our ids.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus, RefundStatus } from '@seva/contracts';
import { Dialog } from '@/components/ui';
import { formatDate } from '@/lib/format';
import { shortId } from '../format';
import { PaymentBadge, RefundStatusBadge } from './badges';
import { DetailRow, DetailSection } from './detail-section';

/** Which console's strings the dialog uses: `puja.bookings.details.*` or `yatra.bookings.details.*`. */
type Scope = 'puja' | 'yatra';

type BookingDetailsFrameProps = {
  scope: Scope;
  booking: { _id: string; createdAt: string; paymentStatus: PaymentStatus; refundStatus: RefundStatus | null };
  /** The booking's status badge. */
  status: ReactNode;
  /** Who booked, beside the badges; nothing when unknown. */
  who: ReactNode;
  onClose: () => void;
  /** The status actions and the sections. */
  children: ReactNode;
};

export function BookingDetailsFrame({ scope, booking, status, who, onClose, children }: BookingDetailsFrameProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t(`${scope}.bookings.details.title`, { id: shortId(booking._id) })}
      description={t(`${scope}.bookings.details.bookedOn`, { date: formatDate(booking.createdAt) })}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          {status}
          <PaymentBadge status={booking.paymentStatus === 'refunded' ? 'refunded' : 'paid'} />
          {booking.refundStatus && <RefundStatusBadge status={booking.refundStatus} />}
          {who && <span className="text-sm text-gray-700">{who}</span>}
        </div>
        {children}
      </div>
    </Dialog>
  );
}

type BookingPaymentSectionProps = {
  scope: Scope;
  /** The PayPal order, for a booking paid abroad; the gateway order is shown otherwise. */
  paypalOrderId?: string | null;
  razorpayOrderId: string | null;
  /** The provider's payment id (Razorpay payment or PayPal capture). */
  paymentId: string;
  paymentRecordId: string;
  customerId: string;
};

export function BookingPaymentSection({
  scope,
  paypalOrderId,
  razorpayOrderId,
  paymentId,
  paymentRecordId,
  customerId,
}: BookingPaymentSectionProps) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`${scope}.bookings.details.${key}`);
  return (
    <DetailSection title={d('payment')}>
      <dl className="flex flex-col gap-1">
        {paypalOrderId ? (
          <DetailRow label={d('paypalOrder')} value={paypalOrderId} mono />
        ) : (
          <DetailRow label={d('gatewayOrder')} value={razorpayOrderId} mono />
        )}
        <DetailRow label={d('gatewayPayment')} value={paymentId} mono />
        <DetailRow label={d('paymentRecord')} value={paymentRecordId} mono />
        <DetailRow label={d('customerId')} value={customerId} mono />
      </dl>
    </DetailSection>
  );
}
