/** How the darshan page writes its calendar dates (`YYYY-MM-DD`, a day in India, read in UTC so it never shifts). */

const STYLES = {
  /** "Sunday, 22 November 2026" */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Sun, 22 Nov" */
  short: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const cache = new Map<string, Intl.DateTimeFormat>();

export function formatDay(isoDate: string, language: string, style: keyof typeof STYLES = 'long'): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate) || Number.isNaN(date.getTime())) return '';
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const key = `${locale}:${style}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC' });
    cache.set(key, format);
  }
  return format.format(date);
}

/** A picture's srcSet string ("/a-320.webp 320w, …") as the lightbox wants it, heights kept in proportion. */
export function parseSrcSet(srcSet: string, width: number, height: number) {
  return srcSet
    .split(',')
    .map((entry) => entry.trim().split(/\s+/))
    .flatMap(([src, descriptor]) => {
      const w = Number(descriptor?.replace(/w$/, ''));
      return src && Number.isFinite(w) && w > 0 ? [{ src, width: w, height: Math.round((w * height) / width) }] : [];
    });
}
