/**
 * The Milan Sathi account the signed-in person is helping with as family
 * (issue 22, contracts milan-family.ts), or null while they act for
 * themselves. Kept in sessionStorage: one tab, gone when the tab closes.
 * While one is set, the API client names it in the `X-Milan-Account`
 * header on every call (and clears it on a 403 not_family); every change
 * resets the cached data (domains/milan/realtime-sync, so nothing of the
 * other account stays on screen); the session clears it on logout.
 */
import { useSyncExternalStore } from 'react';

export type ActingAccount = {
  /** The account's user id: the header's value. */
  accountId: string;
  /** The member's name as the family page shows it ("Priya S."). */
  accountName: string;
};

const KEY = 'seva_acting_account';
type Listener = (notice?: string) => void;
const listeners = new Set<Listener>();
let lastRaw: string | null | undefined;
let last: ActingAccount | null = null;

/** The account being helped with, or null; the same object until it changes (a React snapshot). */
export function getActingAccount(): ActingAccount | null {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(KEY);
  } catch {
    // Storage unavailable (private mode): nobody is acted for.
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    try {
      last = raw ? (JSON.parse(raw) as ActingAccount) : null;
    } catch {
      last = null;
    }
  }
  return last;
}

/**
 * Starts helping with `account`, or (null) goes back to the person's own; on a change the listeners
 * hear of it, with `notice` (a server message to show) when access was taken away.
 */
export function setActingAccount(account: ActingAccount | null, notice?: string): void {
  if (getActingAccount()?.accountId === account?.accountId) return;
  try {
    if (account) window.sessionStorage.setItem(KEY, JSON.stringify(account));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Ignored: storage unavailable, see getActingAccount.
  }
  listeners.forEach((listener) => listener(notice));
}

/** Calls `listener` after each change of the acting account; returns the unsubscribe function. */
export function onActingAccountChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The acting account, re-rendering on change. */
export function useActingAccount(): ActingAccount | null {
  return useSyncExternalStore(onActingAccountChange, getActingAccount, () => null);
}
