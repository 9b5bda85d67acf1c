/**
 * A puja booking as a calendar file (issue 23: "the puja's date in the
 * customer's calendar (an .ics download), a reminder on the day"): one
 * all-day event on the booking's date, at the temple, with the booking number
 * and the devotees named in the sankalp, and a reminder at 7 in the morning of
 * that day. Written by the maintained `ical-generator` package (RFC 5545, an
 * ES module: the first visit's shared runtime stays as it was), fetched only
 * when a customer asks for the file; the booking number makes the event's
 * UID, so downloading it again updates the same event instead of adding one.
 */
import type { PujaBooking } from '@seva/contracts';
import { saveFile } from '@/lib/save-file';

/** The sentences the file carries, in the interface language. */
export interface CalendarWords {
  title: string;
  description: string;
  reminder: string;
}

/** Midnight UTC of the ISO date `date` ("2026-03-12"): the all-day event's day, in every time zone. */
function dayOf(date: string, plusDays = 0): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + plusDays));
}

/** Seven hours into the puja's day: its reminder (an alarm after the all-day event's start). */
const REMINDER_SECONDS = 7 * 60 * 60;

/** The .ics text of `booking` (the package throws on an event it cannot write). */
export async function pujaCalendarFile(booking: PujaBooking, words: CalendarWords): Promise<string> {
  const { default: ical, ICalAlarmType } = await import('ical-generator');
  const calendar = ical({ prodId: { company: 'Seva', product: 'Puja' } });
  const event = calendar.createEvent({
    id: `${booking.reference}@seva`,
    start: dayOf(booking.date),
    end: dayOf(booking.date, 1),
    allDay: true,
    summary: words.title,
    description: words.description,
    location: [booking.temple, booking.location].filter(Boolean).join(', '),
  });
  event
    .createAlarm({ type: ICalAlarmType.display, triggerAfter: REMINDER_SECONDS, description: words.reminder })
    .relatesTo('START');
  return calendar.toString();
}

/** Offers `text` to the browser as the download `fileName` (text/calendar). */
export function downloadCalendarFile(text: string, fileName: string): void {
  saveFile(text, 'text/calendar;charset=utf-8', fileName);
}
