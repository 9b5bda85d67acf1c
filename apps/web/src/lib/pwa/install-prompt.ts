/**
 * "Add to home screen" (issue 23). Chrome and Edge fire `beforeinstallprompt` once a page is installable (and, on
 * a first visit, only after the visitor has engaged with it for a while); `captureInstallPrompt` keeps that
 * event, so the download-app modal can offer the browser's own install dialog when the visitor asks
 * (`promptInstall`). Safari on iPhone and iPad has no such event: there the modal explains Share → Add to Home
 * Screen. Nothing is offered once Seva runs installed (display-mode standalone) or was just installed.
 * The listener starts with the deferred chrome (lib/deferred-chrome.tsx), just after the first render: an event
 * fired before that is missed for this visit, and the browser's own menu still installs (decision 014).
 */
import { useSyncExternalStore } from 'react';

/** The event Chromium fires when the page may be installed (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the modal offers: the browser's dialog, the iOS hint, or nothing. */
export type InstallOffer = 'prompt' | 'ios-hint' | 'none';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
let version = 0;
const listeners = new Set<() => void>();

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

/** Starts listening for `beforeinstallprompt` and `appinstalled` on `target`; returns the way to stop (which forgets both). */
export function captureInstallPrompt(target: Window = window): () => void {
  const onPrompt = (event: Event) => {
    // The browser's own mini-infobar would interrupt the page; the modal's button shows the dialog instead.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  };
  const onInstalled = () => {
    deferred = null;
    installed = true;
    changed();
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onPrompt);
    target.removeEventListener('appinstalled', onInstalled);
    deferred = null;
    installed = false;
    changed();
  };
}

/** True on an iPhone or iPad in Safari (iPadOS reports a Mac with touch), where Share → Add to Home Screen installs. */
export function isIosSafari(nav: Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> = navigator): boolean {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return ios && /Safari\//.test(nav.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
}

/** True when Seva already runs as the installed app. */
export function isStandalone(win: Window = window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as { standalone?: boolean }).standalone === true
  );
}

/** What to offer now, from the captured event and the browser. */
export function installOffer(win: Window = window): InstallOffer {
  if (installed || isStandalone(win)) return 'none';
  if (deferred) return 'prompt';
  return isIosSafari(win.navigator) ? 'ios-hint' : 'none';
}

/** Shows the browser's install dialog (once per event); resolves with the visitor's answer, 'unavailable' without one. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current offer, re-rendering when the event arrives, is used, or the app is installed. */
export function useInstallOffer(): InstallOffer {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  return installOffer();
}
