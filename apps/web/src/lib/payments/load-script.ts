/**
 * Adds a third-party script (Razorpay checkout.js, the PayPal JS SDK) to the
 * page once. Calls for the same src share the first load while its element is
 * on the page; a failed or timed-out load removes the element so the next
 * call tries again instead of waiting forever on a dead request.
 */
const LOAD_TIMEOUT_MS = 30_000;

const loads = new Map<string, { element: HTMLScriptElement; promise: Promise<void> }>();

/** Resolves when `src` has run; rejects when it fails to load or takes over 30 s. */
export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known?.element.isConnected) return known.promise;

  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  const promise = new Promise<void>((resolve, reject) => {
    const fail = () => {
      window.clearTimeout(timer);
      element.remove();
      loads.delete(src);
      reject(new Error(`Could not load ${src}`));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    element.addEventListener('error', fail, { once: true });
    element.addEventListener(
      'load',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
  loads.set(src, { element, promise });
  document.head.append(element);
  return promise;
}
