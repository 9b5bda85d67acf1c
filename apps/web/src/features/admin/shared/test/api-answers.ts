/** What the admin API answers, for the console's tests: a page of a list, a saved record, a refusal, the
 * audit stamps every record carries; and the calls a fake API got. */

/** The creation and last-change stamps of a record. */
export const AUDIT = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

/** A page of an admin list as the API answers it. */
export const paged = <T>(results: T[], total = results.length) => ({
  body: { status: true, results, total, page: 1, pageSize: 20 },
});

/** A saved record as the console's writes answer it. */
export const saved = <T>(data: T, message = 'Saved.') => ({ body: { status: true, message, data } });

/** The API's error answer. */
export const refusal = (status: number, message: string) => ({
  status,
  body: { status: false, success: false, message },
});

/** The calls a fake API got with `method` (GET calls carry no method), as "METHOD /path?query". */
export function callsWith(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }, method: string) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init?.method ?? 'GET') === method)
    .map(([url]) => `${method} ${String(url)}`);
}
