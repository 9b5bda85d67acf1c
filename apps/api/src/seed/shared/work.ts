/** What the seeders share (media, milan): the storage they write to and running picture work two at a time. */
import type { Providers } from '../../providers/types.js';

export type Storage = Providers['storage'];

/** Runs `work` over `items` two at a time (the pictures are CPU-bound; two cores on a small server). */
export async function inPairs<T, R>(items: T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += 2) {
    results.push(...(await Promise.all(items.slice(i, i + 2).map((item, j) => work(item, i + j)))));
  }
  return results;
}
