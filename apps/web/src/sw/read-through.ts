/**
 * The network-first read of an API answer the service worker keeps itself (src/sw.ts), for the two kinds
 * workbox's strategies cannot: read POSTs (kept under postCacheKey's GET address) and a customer's history
 * (kept in that customer's own cache). The network answers within `timeoutMs`, and a 2xx answer replaces the
 * kept one; a network that fails or is slower than that gets the kept answer, when there is one (the network's
 * answer, arriving later, still replaces it). Without one, the network's answer or error is the answer.
 */
export async function readThrough(
  request: Request,
  cacheName: string,
  cacheKey: string,
  { timeoutMs, keepAlive }: { timeoutMs: number; keepAlive: (work: Promise<unknown>) => void },
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.ok) await cache.put(cacheKey, response.clone());
    return response;
  });
  keepAlive(network.catch(() => undefined));
  const timedOut = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
  try {
    const first = await Promise.race([network, timedOut]);
    if (first !== 'timeout') return first;
  } catch {
    // No connection: the kept answer below.
  }
  const kept = await cache.match(cacheKey);
  return kept ?? network;
}
