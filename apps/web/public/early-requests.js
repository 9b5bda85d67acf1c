// @ts-check
/**
 * A prerendered page's first requests, sent while the app's scripts download (decision 008, "Requests
 * before the scripts"; src/lib/early-requests.ts). The build lists them in `#seva-early-requests`; this
 * script sends them as the app would for an anonymous English visitor (the one visitor the page was
 * prerendered for, main.tsx `prerenderedForThisVisitor`; Accept-Language: en, as the api client asks) and keeps each answer in `window.__sevaEarly`
 * for the api client to take. For anyone else it sends nothing.
 * The storage keys are src/lib/auth-storage.ts's STORAGE_KEYS (mobile, language); a visitor with no language
 * stored speaks the browser's (navigator.languages), as src/i18n/pick-language.ts decides.
 */
(() => {
  if (window.__sevaEarly || window.location.search !== '') return;
  /** @type {string | null} */
  let language = null;
  try {
    if (localStorage.getItem('seva_mobile') !== null) return;
    language = localStorage.getItem('seva_lang');
  } catch {
    // Storage blocked: the app treats the visitor as signed out, speaking the browser's language.
  }
  // No choice on this device: the browser's first of Hindi or English (src/i18n/pick-language.ts).
  const spoken =
    language ??
    [...(navigator.languages || [])]
      .map((tag) => tag.toLowerCase().split('-')[0])
      .find((code) => code === 'en' || code === 'hi');
  if (spoken !== undefined && spoken !== 'en') return;
  const list = document.getElementById('seva-early-requests');
  if (!list?.textContent) return;

  /** @type {Map<string, Promise<Response>>} */
  const answers = new Map();
  window.__sevaEarly = answers;
  /** @type {{ method: string, url: string, body?: string }[]} */
  const requests = JSON.parse(list.textContent);
  for (const { method, url, body } of requests) {
    /** @type {Record<string, string>} */
    const headers = { Accept: 'application/json', 'Accept-Language': 'en' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    answers.set(`${method} ${url} ${body ?? ''}`, fetch(url, { method, headers, body }));
  }
})();
