// @ts-check
/**
 * Taps that come before the app is interactive (decision 008). A prerendered page paints from its HTML
 * seconds before React has taken its elements over on a slow phone; until `src/lib/interactive.ts` marks
 * `<html data-interactive>`, this script, loaded before the app's own, keeps every tap out of React's half-
 * built event handling and makes it count:
 * - a link goes to its page the way a page without scripts does (the browser follows its href);
 * - a button (the login button, a menu, a form's submit) is held, and tapped again once the app is
 *   interactive, so the dialog or menu it opens opens then;
 * - a radio or checkbox (or its label) is held the same way: the app's form sets its choices as it takes
 *   the page over, and would untick one the browser ticked before;
 * - text typed into a field stays in it, and is handed to the app once it is interactive: React took the
 *   field over with that text as if it had always been there, so without a fresh input event its state
 *   (a search, a form) would never learn of it;
 * - a form sent with Enter is held and sent again once the app is interactive, instead of reloading the page.
 * A tap with a modifier key, or with a button other than the main one, is the browser's to handle.
 */
(() => {
  const html = document.documentElement;
  /** @type {Element[]} */
  const held = [];
  /** @type {Set<HTMLInputElement | HTMLTextAreaElement>} */
  const typed = new Set();
  /** @type {HTMLFormElement[]} */
  const sent = [];

  document.addEventListener(
    'click',
    (event) => {
      if (html.hasAttribute('data-interactive')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.stopPropagation();
      const target = event.target instanceof Element ? event.target : null;
      if (!target || target.closest('a[href]')) return;
      const control = target.closest('button, [role="button"]') ?? choiceOf(target);
      if (!control) return;
      event.preventDefault();
      if (!held.includes(control)) held.push(control);
    },
    true,
  );

  document.addEventListener(
    'input',
    (event) => {
      if (html.hasAttribute('data-interactive')) return;
      const field = event.target;
      if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && isTextField(field))) {
        typed.add(field);
      }
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      if (html.hasAttribute('data-interactive') || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!sent.includes(event.target)) sent.push(event.target);
    },
    true,
  );

  document.addEventListener('seva:interactive', () => {
    for (const field of typed) {
      if (field.isConnected) handOver(field);
    }
    typed.clear();
    for (const control of held.splice(0)) {
      if (control.isConnected && control instanceof HTMLElement) control.click();
    }
    for (const form of sent.splice(0)) {
      if (form.isConnected) form.requestSubmit();
    }
  });

  /**
   * The radio or checkbox a tap on `target` would toggle (itself, or the one its label names), or null.
   * @param {Element} target
   */
  function choiceOf(target) {
    const input = target instanceof HTMLInputElement ? target : target.closest('label')?.control;
    return input instanceof HTMLInputElement && (input.type === 'radio' || input.type === 'checkbox') ? input : null;
  }

  /** @param {HTMLInputElement} field */
  function isTextField(field) {
    return !['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden', 'range', 'color'].includes(
      field.type,
    );
  }

  /**
   * Tells the app about text typed before it was interactive: React notices a change only when a field's
   * value differs from the one it last saw, so the field is emptied through its own setter (which React
   * watches), refilled through the element type's setter (which it does not), and an input event sent.
   * @param {HTMLInputElement | HTMLTextAreaElement} field
   */
  function handOver(field) {
    const text = field.value;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue) return;
    field.value = '';
    setValue.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
})();
