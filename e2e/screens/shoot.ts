/**
 * Pictures for docs/screens/: each page at a 360 px phone and a 1280 px laptop, a little more than one screen tall
 * (the viewport itself is made taller, so lazy pictures in that band load and fixed bars sit where they would),
 * taken once the page's heading shows and its placeholders, pictures and fonts have arrived.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '../support';

export const SCREENS_DIR = resolve(import.meta.dirname, '../../docs/screens');

/** The two widths, each with the height pictured: about two phone screens, about one and a quarter laptop ones. */
export const SIZES = [
  { width: 360, height: 1280 },
  { width: 1280, height: 1000 },
] as const;

/** What shows once a page is there: its main heading, unless the page has none (a conversation: its message log). */
type Ready = (page: Page) => Locator;
const mainHeading: Ready = (page) => page.getByRole('heading', { level: 1 }).first();

/** Waits until the page at hand shows `ready`, has no loading placeholders, and has its pictures and its fonts. */
export async function settle(page: Page, ready: Ready = mainHeading): Promise<void> {
  await expect(ready(page)).toBeVisible({ timeout: 20_000 });
  const quietly = { timeout: 15_000 };
  await page
    .waitForFunction(() => document.querySelectorAll('.animate-pulse').length === 0, undefined, quietly)
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', quietly).catch(() => undefined);
  await page
    .waitForFunction(() => [...document.images].every((image) => image.complete), undefined, quietly)
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Toasts come and go with the timing of the run: left out of the pictures. */
const HIDE_TOASTS = '[data-sonner-toaster] { display: none !important; }';

/**
 * docs/screens/<width>/<name>.png at both widths: `path` is opened afresh at each width; without it the page as
 * it is (a confirmation that exists only after its payment) is resized and pictured.
 */
export async function shoot(page: Page, name: string, path?: string, ready?: Ready): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    if (path) await page.goto(path);
    await settle(page, ready);
    const dir = join(SCREENS_DIR, String(size.width));
    mkdirSync(dir, { recursive: true });
    await page.screenshot({
      path: join(dir, `${name}.png`),
      animations: 'disabled',
      caret: 'hide',
      style: HIDE_TOASTS,
    });
  }
}

/** The id of the first item a public list answers, read through the API as the page would. */
export async function firstId(request: APIRequestContext, method: 'GET' | 'POST', url: string, data?: object) {
  const response = method === 'GET' ? await request.get(url) : await request.post(url, { data: data ?? {} });
  expect(response.ok(), url).toBe(true);
  const body = (await response.json()) as { data: unknown };
  const list = (Array.isArray(body.data) ? body.data : (body.data as { items?: unknown[] }).items) as { _id: string }[];
  return list[0]!._id;
}
