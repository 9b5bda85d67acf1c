import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorkerWhenIdle } from './register';

describe('the service worker registration', () => {
  it('registers nothing outside a production build (vitest, `npm run dev`)', async () => {
    const register = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, controller: null } });
    registerServiceWorkerWhenIdle();
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(register).not.toHaveBeenCalled();
  });
});
