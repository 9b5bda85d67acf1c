// @ts-check
/**
 * A prerendered page's first requests, sent while the app's scripts download (decision 008, "Requests
 * before the scripts"; src/lib/early-requests.ts). The build lists them in `#seva-early-requests`; this
 * script sends them as the app would for an anonymous English visitor (the one visitor the page was
 * prerendered for, main.tsx `prerenderedForThisVisitor`) and keeps each answer in `window.__sevaEarly`
 * for the api client to take. For anyone else it sends nothing. An answer that names images to preload
 * (a list's first pictures, the page's largest paint) has them fetched as soon as it arrives.
 * The storage keys are src/lib/auth-storage.ts's STORAGE_KEYS (mobile, language).
 */
(() => {
  if (window.__sevaEarly || window.location.search !== '') return;
  try {
    if (localStorage.getItem('seva_mobile') !== null) return;
    const language = localStorage.getItem('seva_lang');
    if (language !== null && language !== 'en') return;
  } catch {
    // Storage blocked: the app treats the visitor as signed out and English too.
  }
  const list = document.getElementById('seva-early-requests');
  if (!list?.textContent) return;

  /** @type {Map<string, Promise<Response>>} */
  const answers = new Map();
  window.__sevaEarly = answers;
  /** @type {{ method: string, url: string, body?: string, images?: { list: string, field: string, count: number } }[]} */
  const requests = JSON.parse(list.textContent);
  for (const { method, url, body, images } of requests) {
    /** @type {Record<string, string>} */
    const headers = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = fetch(url, { method, headers, body });
    answers.set(`${method} ${url} ${body ?? ''}`, answer);
    if (images) void answer.then((response) => preloadImages(response, images)).catch(() => undefined);
  }

  /**
   * @param {Response} response
   * @param {{ list: string, field: string, count: number }} images
   */
  async function preloadImages(response, images) {
    if (!response.ok) return;
    const items = (await response.clone().json())[images.list];
    if (!Array.isArray(items)) return;
    for (const item of items.slice(0, images.count)) {
      const href = item?.[images.field];
      if (typeof href !== 'string') continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.append(link);
    }
  }
})();
