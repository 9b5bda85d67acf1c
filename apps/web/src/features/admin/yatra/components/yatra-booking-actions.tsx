/**
 * What an admin can do with a yatra booking next (contracts'
 * YATRA_BOOKING_STATUS_NEXT): Mark completed, from the tour's first day (India),
 * and Cancel & refund in full, behind a confirmation saying the whole payment
 * goes back and the seats are freed. A refunded booking whose refund the
 * gateway has not taken yet offers Retry refund.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { canMoveYatraBooking, type AdminYatraBooking, type YatraAdminTarget } from '@seva/contracts';
import { Button, ConfirmDialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { useUpdateYatraBookingStatus } from '../api/update-yatra-booking-status';
import { formatCalendarDate, formatMoney } from '../../shared/format';
import { indiaToday } from '../../shared/india-today';

type YatraBookingActionsProps = {
  booking: AdminYatraBooking;
  /** The booking as the server answered after a change. */
  onChanged?: (booking: AdminYatraBooking) => void;
};

export function YatraBookingActions({ booking, onChanged }: YatraBookingActionsProps) {
  const { t } = useTranslation('admin');
  const update = useUpdateYatraBookingStatus();
  const [confirming, setConfirming] = useState(false);
  const canComplete = canMoveYatraBooking(booking.status, 'completed');
  const started = booking.startDate <= indiaToday();
  const canRefund = canMoveYatraBooking(booking.status, 'refunded');
  const retryRefund = booking.status === 'refunded' && booking.refundStatus === 'requested';
  const busyWith = update.isPending ? update.variables?.status : undefined;
  const pending = update.isPending;

  const move = async (status: YatraAdminTarget) => {
    try {
      const response = await update.mutateAsync({ id: booking._id, status });
      toast.success(response.message);
      onChanged?.(response.data);
    } catch (error) {
      toast.error(errorMessage(error, t('yatra.bookings.actions.failed')));
    } finally {
      setConfirming(false);
    }
  };

  if (!canComplete && !canRefund && !retryRefund) {
    return (
      <p className="text-sm text-gray-600">
        {t('yatra.bookings.actions.final', { status: t(`yatra.status.${booking.status}`).toLowerCase() })}
      </p>
    );
  }

  const seats = booking.travellers.length;
  return (
    <div role="group" aria-label={t('yatra.bookings.actions.label')} className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canComplete && (
          <Button
            loading={busyWith === 'completed'}
            disabled={pending || !started}
            aria-describedby={started ? undefined : `${booking._id}-not-started`}
            onClick={() => void move('completed')}
          >
            {t('yatra.bookings.actions.complete')}
          </Button>
        )}
        {canRefund && (
          <Button variant="danger" disabled={pending} onClick={() => setConfirming(true)}>
            {t('yatra.bookings.actions.refund')}
          </Button>
        )}
        {retryRefund && (
          <Button
            variant="danger"
            loading={busyWith === 'refunded'}
            disabled={pending}
            onClick={() => void move('refunded')}
          >
            {t('yatra.bookings.actions.retryRefund')}
          </Button>
        )}
      </div>
      {canComplete && !started && (
        <p id={`${booking._id}-not-started`} className="text-sm text-gray-600">
          {t('yatra.bookings.actions.notStarted', { date: formatCalendarDate(booking.startDate) })}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('yatra.bookings.confirmRefund.title')}
        description={t('yatra.bookings.confirmRefund.body', { amount: formatMoney(booking.totalPrice), count: seats })}
        keep={t('yatra.bookings.confirmRefund.keep')}
        confirm={t('yatra.bookings.confirmRefund.confirm')}
        pending={pending}
        busy={busyWith === 'refunded'}
        onKeep={() => setConfirming(false)}
        onConfirm={() => void move('refunded')}
      />
    </div>
  );
}
