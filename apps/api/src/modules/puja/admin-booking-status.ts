/**
 * How the console moves a puja or pitr paksha booking (contracts'
 * PUJA_BOOKING_STATUS_NEXT / PITR_BOOKING_STATUS_NEXT): forward only, under
 * a row lock. Cancelling commits the full refund in the ledger in the same
 * transaction as the status (reserveRefund), sends it through the gateway
 * that took the payment (card or PayPal) after the commit, and then marks the
 * booking refunded. The ledger's idempotency key means the money goes back
 * once, however often the cancel is retried.
 */
import { httpErrors } from '@fastify/sensible';
import { canMovePujaBooking, type PujaBookingStatus } from '@seva/contracts';
import type { Db, Tx } from '../../db/client.js';
import type { AdminActor } from '../../lib/admin-route.js';
import { diffFields, recordAudit } from '../audit/service.js';
import {
  refundSummary,
  reserveRefund,
  sendRefund,
  type RefundGateways,
  type ReservedRefund,
} from '../payments/service.js';
import { forgetCustomerReads } from '../../db/customer-read-cache.js';

export const BOOKING_NOT_FOUND = 'This booking does not exist.';
/** The ledger reason of a refund for a booking Seva cancelled. */
export const BOOKING_CANCEL_REFUND_REASON = 'Booking cancelled by Seva';

/** What the console says after each move. */
export const BOOKING_MOVED: Record<PujaBookingStatus, string> = {
  confirmed: 'The booking is confirmed.',
  performed: 'The booking is marked performed.',
  video_sent: 'The booking is marked video sent: the devotee can watch the sankalp.',
  prasad_shipped: 'The booking is marked prasad shipped with its tracking number.',
  completed: 'The booking is completed.',
  cancelled: 'The booking is cancelled; its refund is not sent yet.',
  refunded: 'The booking is cancelled and the payment is refunded in full.',
};

export interface AdminBookingFilter {
  page: number;
  pageSize: number;
  /** One status or several (the overview's queue); absent: all. */
  status?: readonly PujaBookingStatus[] | undefined;
  pujaId?: string | undefined;
  /** Part of the booking id (as the console shows it, "#3f9a1c2e"), or of a name on it. */
  q?: string | undefined;
}

/** "video_sent" → "video sent". */
export const statusWords = (status: PujaBookingStatus) => status.replace('_', ' ');

/** The rows a booking store works on: both booking tables have these. */
export interface BookingState {
  status: PujaBookingStatus;
  paymentId: string;
  customerId: string;
}

/** One booking table, as moveBooking needs it. */
export interface BookingStore<Row extends BookingState> {
  kind: 'puja' | 'pitr';
  /** Booking `id` locked for update (SELECT … FOR UPDATE), or undefined. */
  lock(tx: Tx, id: string): Promise<Row | undefined>;
  /**
   * Asked when the booking already has the status asked for: writes a
   * correction (a new video link…) and returns true, or returns false when
   * there is nothing to correct (then the move is refused: 409).
   */
  correct?(tx: Tx, current: Row): Promise<boolean>;
  /** Writes the allowed move to `to` (status and its fields); throws 400 / 409 for what the table alone cannot tell. */
  write(tx: Tx, current: Row, to: PujaBookingStatus): Promise<void>;
  /** cancelled → refunded, once the gateway took the refund. */
  markRefunded(db: Db, id: string): Promise<void>;
}

export type BookingOutcome = 'moved' | 'corrected' | 'refunded';

/** The booking fields a move or correction may change, which its audit row compares. */
const AUDITED_FIELDS = ['status', 'proofVideoUrl', 'prasadTrackingNumber'];

const NEEDS_VIDEO = 'Please add the link to the sankalp video before marking it sent.';

/** A booking that gets the recorded sankalp (puja and pitr paksha). */
interface VideoState {
  status: PujaBookingStatus;
  proofVideoUrl: string | null;
}

/**
 * BookingStore.correct's part for the video: the link `url` when booking
 * `current` is video_sent with another link (a correction), else undefined.
 */
export function videoCorrection(current: VideoState, url: string | undefined): string | undefined {
  return current.status === 'video_sent' && url && url !== current.proofVideoUrl ? url : undefined;
}

/**
 * BookingStore.write's part for a move to video_sent: the link to store,
 * `url` or the one the booking already has. Throws 400 when there is neither.
 */
export function videoToSend(current: VideoState, url: string | undefined): string {
  const link = url ?? current.proofVideoUrl;
  if (!link) throw httpErrors.badRequest(NEEDS_VIDEO);
  return link;
}

/**
 * Moves booking `id` of `store` to `to`. A booking already cancelled whose
 * refund did not go through is refunded again when cancelled again.
 * Each move or correction is on the audit log, in its transaction, as `actor`'s
 * ('<kind>-booking.status', or '.cancel' with the refund reserved).
 * Throws 404 (unknown id), 409 (not a forward move, or already there with
 * nothing to correct), what `store.write` throws, ProviderError (502: the
 * booking stays cancelled with its refund requested; cancelling again retries).
 */
export async function moveBooking<Row extends BookingState>(
  db: Db,
  gateways: RefundGateways,
  actor: AdminActor,
  store: BookingStore<Row>,
  id: string,
  to: PujaBookingStatus,
): Promise<BookingOutcome> {
  /** The audit row of the move just written in `tx`: the changed fields of the booking, and a cancel's refund. */
  const audit = async (tx: Tx, current: Row, cancel: boolean, reserved: ReservedRefund | null = null) => {
    const updated = await store.lock(tx, id);
    const change = updated ? diffFields(current, updated, AUDITED_FIELDS) : null;
    await recordAudit(tx, actor, {
      action: `${store.kind}-booking.${cancel ? 'cancel' : 'status'}`,
      targetId: id,
      before: change?.before ?? null,
      after: cancel
        ? { ...change?.after, ...(reserved ? { refund: refundSummary(reserved) } : {}) }
        : (change?.after ?? null),
    });
  };
  const { outcome, refund } = await db.transaction(
    async (tx): Promise<{ outcome: BookingOutcome; refund: ReservedRefund | null }> => {
      const current = await store.lock(tx, id);
      if (!current) throw httpErrors.notFound(BOOKING_NOT_FOUND);
      forgetCustomerReads(tx, 'history', current.customerId); // once whatever changes below commits
      if (to === 'cancelled' && current.status === 'cancelled') {
        // Cancelled before, but the gateway did not take the refund: the same ledger row is sent again.
        return {
          outcome: 'refunded',
          refund: await reserveRefund(tx, current.paymentId, BOOKING_CANCEL_REFUND_REASON),
        };
      }
      if (current.status === to) {
        if (store.correct && (await store.correct(tx, current))) {
          await audit(tx, current, false);
          return { outcome: 'corrected', refund: null };
        }
        throw httpErrors.conflict(`This booking is already ${statusWords(current.status)}.`);
      }
      if (!canMovePujaBooking(store.kind, current.status, to))
        throw httpErrors.conflict(
          current.status === 'refunded' && to === 'cancelled'
            ? 'This booking is already cancelled and refunded.'
            : `A booking that is ${statusWords(current.status)} cannot be marked ${statusWords(to)}.`,
        );
      await store.write(tx, current, to);
      if (to !== 'cancelled') {
        await audit(tx, current, false);
        return { outcome: 'moved', refund: null };
      }
      // Committed with the cancellation: the money goes back even if this process stops before sending.
      const reserved = await reserveRefund(tx, current.paymentId, BOOKING_CANCEL_REFUND_REASON);
      await audit(tx, current, true, reserved);
      return { outcome: 'refunded', refund: reserved };
    },
  );
  if (refund) {
    await sendRefund(db, gateways, refund);
    await store.markRefunded(db, id);
    forgetCustomerReads(db, 'history', refund.payment.customerId);
  }
  return outcome;
}
