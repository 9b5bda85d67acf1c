/**
 * What the puja, pitr paksha and yatra booking dialogs share: the details
 * dialog with "Booking SV-PJ-26-004821" (its reference) and the booking date, the booking's status, paid
 * or refunded and the refund's state beside who booked, the booking's
 * sections, and last the payment section with the gateway's and our ids.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus, RefundStatus } from '@seva/contracts';
import { formatDate } from '@/lib/format';
import { PaymentBadge } from './badges';
import { DetailRow, DetailSection } from './detail-section';
import { DetailsDialog } from './details-dialog';

/** Which console's strings the dialog uses: `puja.bookings.details.*` or `yatra.bookings.details.*`. */
type Scope = 'puja' | 'yatra';

type BookingDetailsFrameProps = {
  scope: Scope;
  booking: {
    _id: string;
    reference: string;
    createdAt: string;
    paymentStatus: PaymentStatus;
    refundStatus: RefundStatus | null;
    /** The PayPal order, for a booking paid abroad; the gateway order is shown otherwise. */
    paypalOrderId?: string | null;
    razorpayOrderId: string | null;
    paymentRecordId: string;
    customerId: string;
  };
  /** The provider's payment id (Razorpay payment or PayPal capture), whose field each booking names its own way. */
  paymentId: string;
  /** The booking's status badge. */
  status: ReactNode;
  /** Who booked, beside the badges; nothing when unknown. */
  who: ReactNode;
  onClose: () => void;
  /** The status actions and the sections. */
  children: ReactNode;
};

export function BookingDetailsFrame({
  scope,
  booking,
  paymentId,
  status,
  who,
  onClose,
  children,
}: BookingDetailsFrameProps) {
  const { t } = useTranslation('admin');
  return (
    <DetailsDialog
      title={t(`${scope}.bookings.details.title`, { id: booking.reference })}
      description={t(`${scope}.bookings.details.bookedOn`, { date: formatDate(booking.createdAt) })}
      badges={
        <>
          {status}
          <PaymentBadge status={booking.paymentStatus === 'refunded' ? 'refunded' : 'paid'} />
        </>
      }
      refundStatus={booking.refundStatus}
      who={who}
      onClose={onClose}
    >
      {children}
      <BookingPaymentSection scope={scope} booking={booking} paymentId={paymentId} />
    </DetailsDialog>
  );
}

/** The payment's ids: the PayPal order (paid abroad) or the gateway order, the provider's payment, ours, the customer. */
function BookingPaymentSection({
  scope,
  booking,
  paymentId,
}: Pick<BookingDetailsFrameProps, 'scope' | 'booking' | 'paymentId'>) {
  const { t } = useTranslation('admin');
  const d = (key: string) => t(`${scope}.bookings.details.${key}`);
  return (
    <DetailSection title={d('payment')}>
      <dl className="flex flex-col gap-1">
        {booking.paypalOrderId ? (
          <DetailRow label={d('paypalOrder')} value={booking.paypalOrderId} mono />
        ) : (
          <DetailRow label={d('gatewayOrder')} value={booking.razorpayOrderId} mono />
        )}
        <DetailRow label={d('gatewayPayment')} value={paymentId} mono />
        <DetailRow label={d('paymentRecord')} value={booking.paymentRecordId} mono />
        <DetailRow label={d('customerId')} value={booking.customerId} mono />
      </dl>
    </DetailSection>
  );
}
