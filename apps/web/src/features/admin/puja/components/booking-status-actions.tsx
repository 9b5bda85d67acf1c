/**
 * The moves a puja or pitr paksha booking can make next (contracts'
 * PUJA_BOOKING_STATUS_NEXT / PITR_BOOKING_STATUS_NEXT): Mark as performed,
 * Send the sankalp video (with its link; both kinds), Mark prasad shipped
 * (with the tracking number; puja bookings whose prasad is posted), Mark as
 * completed, and Cancel and refund behind a confirmation. A cancelled
 * booking whose refund the gateway has not taken yet offers Retry refund.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  PITR_BOOKING_STATUS_NEXT,
  PUJA_ADMIN_TARGETS,
  PUJA_BOOKING_STATUS_NEXT,
  prasadTrackingNumberSchema,
  proofVideoUrlSchema,
  type AdminPitrBooking,
  type AdminPujaBooking,
  type AdminPujaBookingStatusBody,
} from '@seva/contracts';
import { Button, ConfirmDialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateBookingStatus, type BookingKind } from '../api/update-booking-status';
import { formatMoney } from '../../shared/format';
import { BookingValueAction } from './booking-value-action';

type Booking = AdminPujaBooking | AdminPitrBooking;

type BookingStatusActionsProps<B extends Booking> = {
  kind: BookingKind;
  booking: B;
  /** The booking as the server answered after a change. */
  onChanged?: (booking: B) => void;
};

export function BookingStatusActions<B extends Booking>({ kind, booking, onChanged }: BookingStatusActionsProps<B>) {
  const { t } = useTranslation('admin');
  const update = useUpdateBookingStatus(kind);
  const [confirming, setConfirming] = useState(false);
  const next = (kind === 'puja' ? PUJA_BOOKING_STATUS_NEXT : PITR_BOOKING_STATUS_NEXT)[booking.status];
  const posted = 'prasadAddress' in booking && booking.prasadAddress !== null;
  const can = (status: AdminPujaBookingStatusBody['status']) =>
    next.includes(status) && (status !== 'prasad_shipped' || posted);
  const retryRefund = booking.status === 'cancelled';
  const busyWith = update.isPending ? update.variables?.body.status : undefined;
  const pending = update.isPending;

  const move = async (body: AdminPujaBookingStatusBody) => {
    try {
      const response = await update.mutateAsync({ id: booking._id, body });
      toast.success(response.message);
      // The server answers the same kind of booking it was asked about.
      onChanged?.(response.data as B);
    } catch (error) {
      toast.error(errorMessage(error, t('puja.bookings.actions.failed')));
    } finally {
      setConfirming(false);
    }
  };

  if (!PUJA_ADMIN_TARGETS.some(can) && !retryRefund) {
    return (
      <p className="text-sm text-gray-600">
        {t('puja.bookings.actions.final', { status: t(`puja.status.${booking.status}`).toLowerCase() })}
      </p>
    );
  }

  return (
    <div role="group" aria-label={t('puja.bookings.actions.label')} className="flex flex-col gap-3">
      {can('video_sent') && (
        <BookingValueAction
          label={t('puja.bookings.actions.videoUrl')}
          hint={t('puja.bookings.actions.videoHint')}
          action={t('puja.bookings.actions.video')}
          type="url"
          initial={booking.proofVideoUrl ?? ''}
          schema={proofVideoUrlSchema}
          busy={busyWith === 'video_sent'}
          disabled={pending}
          onSubmit={(proofVideoUrl) => void move({ status: 'video_sent', proofVideoUrl })}
        />
      )}
      {can('prasad_shipped') && (
        <BookingValueAction
          label={t('puja.bookings.actions.tracking')}
          action={t('puja.bookings.actions.shipped')}
          initial={'prasadTrackingNumber' in booking ? (booking.prasadTrackingNumber ?? '') : ''}
          schema={prasadTrackingNumberSchema}
          busy={busyWith === 'prasad_shipped'}
          disabled={pending}
          onSubmit={(prasadTrackingNumber) => void move({ status: 'prasad_shipped', prasadTrackingNumber })}
        />
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {(['performed', 'completed'] as const).filter(can).map((status) => (
          <Button
            key={status}
            variant={can('prasad_shipped') ? 'secondary' : 'primary'}
            loading={busyWith === status}
            disabled={pending}
            onClick={() => void move({ status })}
          >
            {t(`puja.bookings.actions.${status}`)}
          </Button>
        ))}
        {can('cancelled') && (
          <Button variant="danger" disabled={pending} onClick={() => setConfirming(true)}>
            {t('puja.bookings.actions.cancel')}
          </Button>
        )}
        {retryRefund && (
          <Button
            variant="danger"
            loading={busyWith === 'cancelled'}
            disabled={pending}
            onClick={() => void move({ status: 'cancelled' })}
          >
            {t('puja.bookings.actions.retryRefund')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('puja.bookings.confirmCancel.title')}
        description={t('puja.bookings.confirmCancel.body', { amount: formatMoney(booking.amount, booking.currency) })}
        keep={t('puja.bookings.confirmCancel.keep')}
        confirm={t('puja.bookings.confirmCancel.confirm')}
        pending={pending}
        busy={busyWith === 'cancelled'}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void move({ status: 'cancelled' })}
      />
    </div>
  );
}
