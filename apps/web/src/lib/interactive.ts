/**
 * The moment the app answers taps (decision 008). public/early-taps.js holds the taps that come before it
 * and replays them when `markInteractive` fires; journeys wait for `<html data-interactive>` the same way.
 */
import { useEffect } from 'react';

/** Marks `<html data-interactive>` and lets early-taps.js replay the taps it held. Later calls do nothing. */
export function markInteractive(): void {
  const html = document.documentElement;
  if (html.hasAttribute('data-interactive')) return;
  html.setAttribute('data-interactive', '');
  document.dispatchEvent(new Event('seva:interactive'));
}

/**
 * Rendered beside a page inside its Suspense boundary: its effect runs once React has taken over the page
 * (hydrated with it, or rendered it), so a held tap lands on elements that answer. Renders nothing.
 */
export function MarkInteractive(): null {
  useEffect(markInteractive, []);
  return null;
}
