/**
 * A fake of our HTTP API for page tests: fetch answers by method + path, so a
 * test states what the server says per call, not the order the page happens
 * to call in. Each feature keeps its own data factories beside its tests.
 */
import { vi } from 'vitest';

export type FakeReply = { status?: number; body?: unknown };
/** A fixed reply, a list used in turn (the last one repeats), or a function of the request body and url. */
export type FakeRoute = FakeReply | FakeReply[] | ((body: unknown, url: string) => FakeReply);
/** Replies keyed by "METHOD /api/path"; a key ending in `*` matches by prefix. */
export type FakeRoutes = Record<string, FakeRoute>;

/**
 * Stubs the global fetch with `routes` (an exact key wins over a `*` prefix).
 * An unknown call answers 500 with the API's error shape, so a stray call
 * shows up. Returns the fetch mock; vitest's unstubGlobals puts fetch back.
 */
export function fakeApi(routes: FakeRoutes) {
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const call = `${init?.method ?? 'GET'} ${path}`;
    const key =
      Object.keys(routes).find((k) => k === call) ??
      Object.keys(routes).find((k) => k.endsWith('*') && call.startsWith(k.slice(0, -1)));
    // JSON bodies are parsed; a multipart upload's FormData is passed on as it is.
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? undefined);
    let reply: FakeReply = {
      status: 500,
      body: { status: false, success: false, message: `No fake for ${call}` },
    };
    if (key !== undefined) {
      const route = routes[key];
      if (typeof route === 'function') reply = route(body, url);
      else if (Array.isArray(route)) {
        // Turns are counted per key, so the calls one `*` key matches share its list.
        const n = used.get(key) ?? 0;
        used.set(key, n + 1);
        reply = route[Math.min(n, route.length - 1)] ?? reply;
      } else if (route) reply = route;
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON bodies of every call to `path` ("/api/...", query ignored), in order. */
export function bodiesOf(fetchMock: ReturnType<typeof fakeApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}
