/**
 * Where a refund goes and when (issue 20): the method the customer paid with
 * (Razorpay's payment `method`, the API's `paymentMethod`) names the
 * destination — card, bank account, UPI account, wallet — with the usual
 * timeline of contracts' REFUND_WORKING_DAYS (Razorpay docs "Refunds": card
 * 5–10, netbanking 2–10, UPI 2–7, wallet 0–3 working days). An unknown
 * method (older payments) says "the card, UPI or bank account you paid from".
 * A sentence of its own, placed beside a message, never inside one.
 */
import { useTranslation } from 'react-i18next';
import { refundDestination } from '@seva/contracts';
import { cn } from '@/lib/format';

/** The payments namespace key of the refund sentence for `method`. */
export function refundNoteKey(method: string | null | undefined) {
  return `refund.${refundDestination(method) ?? 'unknown'}` as const;
}

export function RefundNote({ method, className }: { method: string | null | undefined; className?: string }) {
  const { t } = useTranslation('payments');
  return (
    <p data-testid="refund-note" className={cn('text-sm text-gray-600', className)}>
      {t(refundNoteKey(method))}
    </p>
  );
}
