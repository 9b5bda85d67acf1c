/**
 * Day reminders (issue 23): on the morning of a puja's day (IST) its devotee
 * is told it is performed today (puja/service.ts noticePujaDay), and two days
 * before a yatra departs its travellers are reminded
 * (yatra/service.ts remindYatraDepartures). Each pass looks at today's India
 * date; each notice carries a dedupeKey per booking, so passes every few
 * minutes, in this process or another, tell each booking once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { noticePujaDay } from '../modules/puja/service.js';
import { remindYatraDepartures } from '../modules/yatra/service.js';

/** One pass as of `now`; answers how many puja-day notices and yatra reminders were stored. */
export async function notifyReminders(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  now = new Date(),
): Promise<{ pujaDays: number; yatraDepartures: number }> {
  const told = { pujaDays: await noticePujaDay(db, now), yatraDepartures: await remindYatraDepartures(db, now) };
  if (told.pujaDays + told.yatraDepartures > 0) log.info(told, 'day reminders');
  return told;
}
