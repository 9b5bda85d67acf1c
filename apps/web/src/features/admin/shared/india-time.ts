/**
 * Publish times in the console are typed as India time in a datetime-local
 * input ("2026-11-22T06:00") and sent as ISO instants. India keeps one offset
 * all year (UTC+05:30, no daylight saving), so the conversion is exact.
 */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The datetime-local value (India time) of an ISO instant; '' when it is not one. */
export function toIndiaInput(iso: string): string {
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The ISO instant of a datetime-local value read as India time; undefined
 * for an empty value (the server then uses "now"), and anything else as it
 * is, for the request schema to refuse with its message.
 */
export function fromIndiaInput(local: string): string | undefined {
  if (!local) return undefined;
  if (!LOCAL_INPUT.test(local)) return local;
  const time = new Date(`${local}:00Z`).getTime() - INDIA_OFFSET_MS;
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

/** Now as a datetime-local value in India time (a new record's publish time). */
export function indiaNowInput(now = new Date()): string {
  return toIndiaInput(now.toISOString());
}
