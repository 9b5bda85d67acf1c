/**
 * When the "Get updates on this phone" card may show (issue 23): only after a
 * meaningful moment (the card is placed on the results of a first booking,
 * order, recharge or interest; never on a first visit), only while the
 * browser can still ask, and not for DECLINE_PAUSE_DAYS after the person said
 * "Not now" or declined the browser's prompt.
 */
const DECLINED_AT = 'seva.push.declinedAt';
/** Days the card stays away after a "Not now" or a declined prompt. */
export const DECLINE_PAUSE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Remembers that the person declined at `now`. */
export function rememberDecline(now = Date.now()): void {
  try {
    localStorage.setItem(DECLINED_AT, String(now));
  } catch {
    // Private mode without storage: the card may come again, nothing worse.
  }
}

/** Whether a decline less than DECLINE_PAUSE_DAYS ago keeps the card away at `now`. */
export function declinedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(DECLINED_AT));
    return Number.isFinite(at) && at > 0 && now - at < DECLINE_PAUSE_DAYS * DAY_MS;
  } catch {
    return false;
  }
}
