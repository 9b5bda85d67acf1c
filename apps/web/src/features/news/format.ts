/** How the news pages write times. */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'Asia/Kolkata',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * When an item was published, in India time: "22 Nov 2026, 6:30 AM" (Hindi:
 * "22 नव॰ 2026, 6:30 AM"); '' for an unparsable value.
 */
export function formatPublished(iso: string, language = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatFor(language === 'hi' ? 'hi-IN' : 'en-IN').formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** The body's paragraphs: separated by blank lines, trimmed, empty ones dropped. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
