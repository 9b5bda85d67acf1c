/**
 * "5 min ago", "yesterday", "3 wk ago": how long ago `iso` was, in the
 * reader's language (Intl.RelativeTimeFormat, Indian English or Hindi,
 * short). Under a minute, and any time ahead of this device's clock, is
 * "now".
 */
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

function formatterFor(language: string): Intl.RelativeTimeFormat {
  const locale = `${language}-IN`;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'auto' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `language` is the interface language ('en' | 'hi'); `now` is milliseconds since the epoch. */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const format = formatterFor(language);
  const ago = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  for (const [unit, seconds] of UNITS) {
    if (ago >= seconds) return format.format(-Math.floor(ago / seconds), unit);
  }
  return format.format(0, 'second');
}
