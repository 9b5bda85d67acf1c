import { api, errorMessage } from '@/lib/api-client';

/**
 * POSTs `body` to `url` (under /api) and answers the JSON unparsed, for the
 * caller's schema. A failed call rejects with an Error carrying the server's
 * message, else `fallback` (the SPEC §8 wording for that step).
 */
export async function postOrFail(url: string, body: unknown, fallback: string): Promise<unknown> {
  try {
    return await api.post<unknown>(url, body);
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}
