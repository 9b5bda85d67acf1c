/**
 * Display helpers. Dates come from the API as ISO strings and are written in the interface
 * language (issue 21: `en-IN`, or `hi-IN` once हिं is chosen; i18n/index.ts keeps it in step
 * through setDisplayLanguage). The Intl formatters are built on first use, once per language:
 * each costs milliseconds on a cheap phone that the first paint should not pay.
 */

/** `make()`, built once on the first call. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** The locale dates are written in: India's English or Hindi. */
type DisplayLocale = 'en-IN' | 'hi-IN';
let displayLocale: DisplayLocale = 'en-IN';

/** Writes dates from now on in `language` ('hi': Hindi; anything else: India's English). */
export function setDisplayLanguage(language: string): void {
  displayLocale = language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** `options`' date format in the current display locale, built once per locale: call it at each use. */
export function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const built = new Map<DisplayLocale, Intl.DateTimeFormat>();
  return () => {
    let format = built.get(displayLocale);
    if (!format) {
      format = new Intl.DateTimeFormat(displayLocale, options);
      built.set(displayLocale, format);
    }
    return format;
  };
}

const shortDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "12 Mar 2025" (Hindi "12 मार्च 2025") for an ISO instant, its day in India; '' for an unparsable value. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : shortDate().format(date);
}

const dayParts = dateFormat({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The date of a calendar day `YYYY-MM-DD` (read in UTC, so it never shifts), or null when malformed. */
function calendarDay(isoDate: string): Date | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * "Mon, 30 Nov 2026" (Hindi "सोम, 30 नव॰ 2026") for a calendar date `YYYY-MM-DD` (a day in India
 * with no time zone, such as a puja's date or a tour's departure); '' when malformed.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  if (!date) return '';
  const parts = dayParts().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')}`;
}

const shortDay = dateFormat({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Sat, 21 Nov" (Hindi "शनि, 21 नव॰") for a calendar date `YYYY-MM-DD`; '' when malformed. */
export function formatShortDay(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? shortDay().format(date) : '';
}

/** "Asha Verma", else the mobile, else '' (SPEC §2: the menu shows the name or mobile). */
export function displayName(person: { firstname?: string; lastname?: string; mobile?: string }): string {
  const name = [person.firstname, person.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || person.mobile || '';
}

/** "+91 98765 43210" for a 10-digit Indian mobile; anything else unchanged. */
export function formatIndianMobile(mobile: string): string {
  return /^\d{10}$/.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

const dateTime = dateFormat({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "1 Nov 2026, 3:30 pm" (Hindi "1 नव॰ 2026, 3:30 pm") in India time for an ISO instant; '' when invalid. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
}

const wholeRupees = onFirstUse(
  () => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }),
);
const rupeesWithPaise = onFirstUse(
  () =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** "₹1,23,456" or "₹1,299.50" for an amount in rupees: en-IN grouping, paise only when present. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? wholeRupees().format(rupees) : rupeesWithPaise().format(rupees);
}

/** Joins class names, skipping falsy ones. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** India Standard Time is UTC+05:30 all year (no daylight saving): a date there is a fixed shift from UTC. */
const IST_OFFSET_MS = 330 * 60 * 1000;

/**
 * Today's calendar date in India, `YYYY-MM-DD` (the day daily darshan and bookings are counted by).
 * Arithmetic, not an Intl formatter with a time zone: building one costs a cheap phone ~20 ms.
 */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
