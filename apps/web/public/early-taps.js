// @ts-check
/**
 * Taps that come before the app is interactive (decision 008). A prerendered page paints from its HTML
 * seconds before React has taken its elements over on a slow phone; until `src/lib/interactive.ts` marks
 * `<html data-interactive>`, this script, loaded before the app's own, keeps every tap out of React's half-
 * built event handling and makes it count:
 * - a link goes to its page the way a page without scripts does (the browser follows its href);
 * - a button (the login button, a menu, a form's submit) is held, and tapped again once the app is
 *   interactive, so the dialog or menu it opens opens then.
 * A tap with a modifier key, or with a button other than the main one, is the browser's to handle.
 */
(() => {
  const html = document.documentElement;
  /** @type {Element[]} */
  const held = [];

  document.addEventListener(
    'click',
    (event) => {
      if (html.hasAttribute('data-interactive')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.stopPropagation();
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href]')) return;
      const control = target.closest('button, [role="button"]');
      if (!control) return;
      event.preventDefault();
      if (!held.includes(control)) held.push(control);
    },
    true,
  );

  document.addEventListener('seva:interactive', () => {
    for (const control of held.splice(0)) {
      if (control.isConnected && control instanceof HTMLElement) control.click();
    }
  });
})();
