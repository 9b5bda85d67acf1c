import { describe, expect, it } from 'vitest';
import { DELIVERY_BATCH_MAX_IDS, deliveryQueue } from './chat-delivery-queue.js';
import type { DeliveryAck } from './chat-receipts.js';
import { pause } from '../../../test/milan-chat.js';

const DELAY_MS = 20;

/** A queue whose writes are recorded and finish when the test says so (`finish`, `fail`). */
function recordingQueue() {
  const writes: DeliveryAck[][] = [];
  const errors: unknown[] = [];
  const settle: { resolve: () => void; reject: (err: Error) => void }[] = [];
  const queue = deliveryQueue(
    (acks) => {
      writes.push(acks);
      return new Promise<void>((resolve, reject) => settle.push({ resolve, reject }));
    },
    (err) => errors.push(err),
    DELAY_MS,
  );
  return {
    queue,
    writes,
    errors,
    finish: (i: number) => settle[i]?.resolve(),
    fail: (i: number, err: Error) => settle[i]?.reject(err),
  };
}

describe('the delivery receipt queue', () => {
  it('writes the acknowledgements of one window together, each id once per member', async () => {
    const { queue, writes } = recordingQueue();
    queue.add('ananya', ['m1']);
    queue.add('rahul', ['m2']);
    queue.add('ananya', ['m3', 'm1']);
    expect(writes).toEqual([]);
    await pause(DELAY_MS * 3);
    expect(writes).toEqual([
      [
        { receiverId: 'ananya', ids: ['m1', 'm3'] },
        { receiverId: 'rahul', ids: ['m2'] },
      ],
    ]);
  });

  it('keeps one write in flight: what arrives meanwhile goes in one write right after it', async () => {
    const { queue, writes, finish } = recordingQueue();
    queue.add('ananya', ['m1']);
    await pause(DELAY_MS * 2);
    queue.add('rahul', ['m2']);
    queue.add('priya', ['m3']);
    await pause(DELAY_MS * 3);
    expect(writes).toHaveLength(1);
    finish(0);
    await pause(0);
    expect(writes).toEqual([
      [{ receiverId: 'ananya', ids: ['m1'] }],
      [
        { receiverId: 'rahul', ids: ['m2'] },
        { receiverId: 'priya', ids: ['m3'] },
      ],
    ]);
  });

  it('reports a failed write and goes on with the next acknowledgements', async () => {
    const { queue, writes, errors, fail } = recordingQueue();
    queue.add('ananya', ['m1']);
    await pause(DELAY_MS * 2);
    fail(0, new Error('database gone'));
    await pause(0);
    expect(errors).toEqual([new Error('database gone')]);
    queue.add('ananya', ['m2']);
    await pause(DELAY_MS * 2);
    expect(writes.map((acks) => acks.flatMap((ack) => ack.ids))).toEqual([['m1'], ['m2']]);
  });

  it('flushes what is queued at once and resolves when it is written', async () => {
    const { queue, writes, finish } = recordingQueue();
    queue.add('ananya', ['m1']);
    let flushed = false;
    const flushing = queue.flush().then(() => (flushed = true));
    expect(writes).toEqual([[{ receiverId: 'ananya', ids: ['m1'] }]]);
    await pause(0);
    expect(flushed).toBe(false);
    finish(0);
    await flushing;
    await queue.flush();
    expect(writes).toHaveLength(1);
  });

  it('splits more than DELIVERY_BATCH_MAX_IDS ids over writes, whole members per write', async () => {
    const { queue, writes, finish } = recordingQueue();
    const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    queue.add('ananya', ids('a', DELIVERY_BATCH_MAX_IDS - 1));
    queue.add('rahul', ids('r', 2));
    const flushing = queue.flush();
    finish(0);
    await pause(0);
    finish(1);
    await flushing;
    expect(writes.map((acks) => acks.map((ack) => [ack.receiverId, ack.ids.length]))).toEqual([
      [['ananya', DELIVERY_BATCH_MAX_IDS - 1]],
      [['rahul', 2]],
    ]);
  });
});
