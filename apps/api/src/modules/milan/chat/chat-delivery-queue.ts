/**
 * Delivery receipts in batches (issue 18, the chat send path): a device's
 * `message:delivered` is not written on its own; acknowledgements are
 * collected for DELIVERY_BATCH_MS and written by one markDelivered
 * statement, and while a write runs the next batch gathers behind it (at
 * most one write in flight). Acknowledgements still queued when the process
 * dies are lost: their messages stay undelivered in the database, so the
 * receiver's next connection gets them again (chat-socket.ts) and
 * acknowledges them again — at least once, never silently dropped. A
 * graceful close writes what is queued (flush).
 */
import type { DeliveryAck } from './chat-receipts.js';

/** How long acknowledgements gather before they are written, in ms. */
export const DELIVERY_BATCH_MS = 5;
/** Message ids one write carries at most (the rest go in the next write, at once). */
export const DELIVERY_BATCH_MAX_IDS = 2000;

export interface DeliveryQueue {
  /** Queues `ids` acknowledged by a device of `receiverId`; written within DELIVERY_BATCH_MS when idle. */
  add(receiverId: string, ids: readonly string[]): void;
  /** Writes everything queued now, after the write in flight; resolves when all of it is written (or failed). */
  flush(): Promise<void>;
}

/**
 * A queue that hands batches of acknowledgements to `write` (markDelivered
 * in the app); a failing write goes to `onError` and its batch is dropped
 * (see above). `delayMs` defaults to DELIVERY_BATCH_MS.
 */
export function deliveryQueue(
  write: (acks: DeliveryAck[]) => Promise<unknown>,
  onError: (err: unknown, acks: DeliveryAck[]) => void,
  delayMs = DELIVERY_BATCH_MS,
): DeliveryQueue {
  const pending = new Map<string, Set<string>>();
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  /** Up to DELIVERY_BATCH_MAX_IDS queued ids (whole members), removed from the queue. */
  function take(): DeliveryAck[] {
    const batch: DeliveryAck[] = [];
    let count = 0;
    for (const [receiverId, ids] of pending) {
      if (count > 0 && count + ids.size > DELIVERY_BATCH_MAX_IDS) break;
      batch.push({ receiverId, ids: [...ids] });
      count += ids.size;
      pending.delete(receiverId);
    }
    return batch;
  }

  function writeNext(): void {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight || pending.size === 0) return;
    const batch = take();
    inFlight = write(batch)
      .then(
        () => undefined,
        (err: unknown) => onError(err, batch),
      )
      .finally(() => {
        inFlight = undefined;
        // What queued during the write has waited long enough.
        writeNext();
      });
  }

  return {
    add(receiverId, ids) {
      const queued = pending.get(receiverId) ?? new Set<string>();
      for (const id of ids) queued.add(id);
      pending.set(receiverId, queued);
      if (!timer && !inFlight) timer = setTimeout(writeNext, delayMs);
    },
    async flush() {
      writeNext();
      while (inFlight) await inFlight;
    },
  };
}
