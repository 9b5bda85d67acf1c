/**
 * "Cancel this booking?": says what the cancellation policy refunds now
 * (the booking's `cancelRefundAmount`) before anything happens. Yes cancels
 * (POST cancelYatraBooking) and toasts the server's message; the history
 * reloads through the mutation.
 */
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { YatraBooking } from '@seva/contracts';
import { Button, Dialog } from '@/components/ui';
import { errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { RefundNote } from '@/lib/payments/refund-note';
import { useCancelYatraBooking } from '../api/cancel-yatra-booking';

type CancelBookingDialogProps = { booking: YatraBooking | null; onClose: () => void };

/** The cancel confirmation; open while `booking` is set. */
export function CancelBookingDialog({ booking, onClose }: CancelBookingDialogProps) {
  const { t } = useTranslation(['yatra', 'messages']);
  const cancel = useCancelYatraBooking();
  const refund = booking?.cancelRefundAmount ?? 0;

  const yes = async () => {
    if (!booking) return;
    try {
      const answer = await cancel.mutateAsync(booking._id);
      if (!answer.status) {
        toast.error(answer.message || t('messages:somethingWentWrong'));
        return;
      }
      toast.success(answer.message || t('cancel.done'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, t('messages:somethingWentWrong')));
      onClose();
    }
  };

  return (
    <Dialog
      open={booking !== null}
      alert
      size="sm"
      onClose={() => !cancel.isPending && onClose()}
      title={t('cancel.title')}
      description={booking?.yatraName}
    >
      {booking && (
        <p className="text-sm text-gray-800">
          {refund > 0
            ? t('cancel.refund', { refund: formatRupees(refund), paid: formatRupees(booking.totalPrice) })
            : t('cancel.noRefund', { paid: formatRupees(booking.totalPrice) })}
        </p>
      )}
      {booking && refund > 0 && <RefundNote method={booking.paymentMethod} className="mt-2" />}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onClose} disabled={cancel.isPending} data-autofocus="">
          {t('cancel.keep')}
        </Button>
        <Button variant="danger" onClick={() => void yes()} loading={cancel.isPending}>
          {t('cancel.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
