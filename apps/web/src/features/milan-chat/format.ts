/**
 * Chat times in India time (members are in India; fixed so every device
 * and test shows the same), in the interface language (lib/format): "3:30 pm"
 * for a message, and a list's or a day's label: the time or "Today" for
 * today, else the date ("12 Mar", Hindi "12 मार्च").
 */
import { dateFormat } from '@/lib/format';

const ZONE = 'Asia/Kolkata';
const time = dateFormat({ hour: 'numeric', minute: '2-digit', timeZone: ZONE });
const dayMonth = dateFormat({ day: 'numeric', month: 'short', timeZone: ZONE });
const fullDate = dateFormat({ day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE });
const dayKeyFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE });

const valid = (iso: string) => !Number.isNaN(new Date(iso).getTime());

/** "3:30 pm"; '' when unparsable. */
export function messageTime(iso: string): string {
  return valid(iso) ? time().format(new Date(iso)) : '';
}

/** The calendar day in India, "2025-03-12", to group messages by day. */
export function dayKey(iso: string): string {
  return valid(iso) ? dayKeyFormat.format(new Date(iso)) : '';
}

/** 'today', 'yesterday' or the date ("12 Mar 2025") of `iso`, seen at `now`. */
export function dayLabel(iso: string, now = new Date()): 'today' | 'yesterday' | string {
  const day = dayKey(iso);
  if (day === dayKey(now.toISOString())) return 'today';
  if (day === dayKey(new Date(now.getTime() - 86_400_000).toISOString())) return 'yesterday';
  return valid(iso) ? fullDate().format(new Date(iso)) : '';
}

/** The conversations list's time: "3:30 pm" today, "12 Mar" before. */
export function listTime(iso: string, now = new Date()): string {
  if (!valid(iso)) return '';
  return dayKey(iso) === dayKey(now.toISOString()) ? messageTime(iso) : dayMonth().format(new Date(iso));
}
