/**
 * Whether Chromium can install Seva (issue 23). Lighthouse 12 dropped its PWA category, so this asks the browser
 * itself over the DevTools Protocol, through the Chrome the runner launched on `chromePort`: it opens `url`, waits
 * until the service worker controls the page (the app registers it once the page is idle), then reads
 * `Page.getAppManifest` (the manifest found, and its parse errors) and `Page.getInstallabilityErrors` (empty when
 * installable). Throws when the page cannot be opened or the worker never takes control within 30 s.
 */
import puppeteer from 'puppeteer-core';

export interface Installability {
  manifestUrl: string;
  manifestErrors: string[];
  /** Chromium's installability error ids with their arguments (e.g. 'no-icon-available'); empty when installable. */
  errors: string[];
  /** The name and display mode the manifest gives, as Chromium read them. */
  name: string | undefined;
  display: string | undefined;
}

export async function installability(url: string, chromePort: number): Promise<Installability> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
    const cdp = await page.createCDPSession();
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const parsed = manifest.data ? (JSON.parse(manifest.data) as { name?: string; display?: string }) : {};
    return {
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((error) => error.message),
      errors: installabilityErrors.map(
        (error) => `${error.errorId}${error.errorArguments.map((arg) => ` ${arg.name}=${arg.value}`).join('')}`,
      ),
      name: parsed.name,
      display: parsed.display,
    };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}
