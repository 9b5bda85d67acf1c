/**
 * Who may read GET /api/metrics (plugins/metrics.ts): a scraper on this
 * machine, or one that shows the configured bearer token.
 *
 * "On this machine" is the TCP peer (the socket's remote address, never
 * `request.ip`, which TRUST_PROXY lets a header choose) being a loopback
 * address AND the request carrying no forwarding header: a reverse proxy on
 * the same host (Caddy in compose.yaml) connects from loopback on behalf of
 * every public client, and announces itself with X-Forwarded-For / Forwarded.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form (::ffff:127.x.y.z). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** True when `authorization` is exactly `Bearer <token>`; compared in constant time (hashes of equal length). */
export function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = createHash('sha256').update(authorization.slice('Bearer '.length)).digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest());
}

/**
 * True when a request from TCP peer `peer` with `headers` may read the
 * metrics, given the configured `token` (undefined: loopback only).
 */
export function mayScrape(peer: string | undefined, headers: IncomingHttpHeaders, token: string | undefined): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => headers[name] !== undefined);
  if (isLoopback(peer) && !forwarded) return true;
  return bearerMatches(headers.authorization, token);
}
