import { useEffect, useState } from 'react';

/** The time now in milliseconds, refreshed every `everyMs`, so "5 min ago" keeps true while the page stays open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
