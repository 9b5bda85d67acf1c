/**
 * The payment state machine (DESIGN: Data; the payments issue): forward only.
 *   created → paid | failed
 *   paid      → fulfilled | refunded
 *   fulfilled → refunded   (an order or booking cancelled after it was fulfilled)
 *   refunded, failed: final (a late capture on a failed order is refunded in the ledger only)
 */
import type { PaymentStatus } from '@seva/contracts';

const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  created: ['paid', 'failed'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  refunded: [],
  failed: [],
};

/** True when a payment in `from` may move to `to`. */
export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states a payment may be in to move to `to` (for guarded UPDATE … WHERE status IN …). */
export function statesBefore(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(NEXT) as PaymentStatus[]).filter((from) => canMove(from, to));
}
