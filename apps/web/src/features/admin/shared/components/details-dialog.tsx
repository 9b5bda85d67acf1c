/**
 * The frame of the console's details dialogs (orders, bookings, recharges,
 * consultancy requests, Milan Sathi's profiles, verifications and reports): a
 * large dialog with its title and, under it, which record it is and when it
 * came; a line of its badges (then the refund's state, if any) beside who it
 * is; then its sections (DetailSection).
 */
import type { ReactNode } from 'react';
import type { RefundStatus } from '@seva/contracts';
import { Dialog } from '@/components/ui';
import { RefundStatusBadge } from './badges';

type DetailsDialogProps = {
  title: string;
  /** Under the title ("Placed on 1 Nov 2026"). */
  description: string;
  /** Its status badges. */
  badges: ReactNode;
  refundStatus?: RefundStatus | null;
  /** Who it is, beside the badges; nothing when unknown. */
  who?: ReactNode;
  onClose: () => void;
  children: ReactNode;
};

export function DetailsDialog({
  title,
  description,
  badges,
  refundStatus,
  who,
  onClose,
  children,
}: DetailsDialogProps) {
  return (
    <Dialog open onClose={onClose} size="lg" title={title} description={description}>
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          {badges}
          {refundStatus && <RefundStatusBadge status={refundStatus} />}
          {who && <span className="text-sm text-gray-700">{who}</span>}
        </div>
        {children}
      </div>
    </Dialog>
  );
}
