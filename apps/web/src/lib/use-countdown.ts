import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a countdown that starts at `seconds` and restarts
 * whenever `restartKey` changes (e.g. a resend counter). Stops at 0.
 */
export function useCountdown(seconds: number, restartKey: unknown = 0): number {
  const [state, setState] = useState({ key: restartKey, left: seconds });
  // Restart during render when the key changes (no stale frame with the old value).
  if (!Object.is(state.key, restartKey)) setState({ key: restartKey, left: seconds });
  const left = Object.is(state.key, restartKey) ? state.left : seconds;

  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setState((s) => ({ ...s, left: Math.max(0, s.left - 1) })), 1000);
    return () => window.clearTimeout(id);
  }, [left, restartKey]);

  return left;
}
