import type { Locator, Page } from '@playwright/test';
import { expect, freshMobile, loginInOpenModal, test } from '../support';

/** The page's one audio element: is it playing, and where is it (seconds)? */
function audioState(page: Page) {
  return page.evaluate(() => {
    const audio = document.querySelector('audio');
    return { playing: Boolean(audio && !audio.paused), time: audio?.currentTime ?? 0, src: audio?.currentSrc ?? '' };
  });
}

test('a podcast keeps playing while the listener moves to other pages, with the mini player on each', async ({
  page,
}) => {
  await page.goto('/sanchar/podcast');
  const episodes = page.getByRole('list', { name: 'Episodes' });
  const play = episodes.getByRole('button', { name: /^Play / }).first();
  const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await play.click();

  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByText(title)).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(0.5);
  const before = await audioState(page);
  expect(before.src).toMatch(/\.mp3$/);

  // Away through the header, then to a static page: the same audio goes on.
  await page.getByRole('banner').getByRole('link', { name: 'Yatra' }).first().click();
  await expect(page).toHaveURL(/\/yatra$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(player.getByText(title)).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(before.time + 1);
  expect((await audioState(page)).playing).toBe(true);

  // Pause and speed from the mini player.
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).playing).toBe(false);
  await player.getByRole('button', { name: 'Close player' }).click();
  await expect(player).toBeHidden();
});

/** Where `locator`'s box ends, in CSS pixels from the top of the viewport. */
async function bottomOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  return box ? box.y + box.height : 0;
}

/**
 * The first ticker headline whose middle lies inside the ticker's window, from either copy of the sliding list
 * (the second copy is hidden from assistive technology but is what a pointer meets past halfway).
 */
async function visibleHeadline(ticker: Locator): Promise<Locator> {
  const window = await ticker.getByTestId('ticker-track').locator('..').boundingBox();
  const links = ticker.locator('a');
  for (let index = 0; index < (await links.count()); index += 1) {
    const box = await links.nth(index).boundingBox();
    const middle = box ? box.x + box.width / 2 : -1;
    if (window && middle > window.x && middle < window.x + window.width) return links.nth(index);
  }
  throw new Error('No ticker headline is in sight');
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the mini player rides above a details page’s price bar instead of covering its Book now', async ({ page }) => {
    await page.goto('/sanchar/podcast');
    await page
      .getByRole('list', { name: 'Episodes' })
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    const player = page.getByRole('region', { name: 'Audio player' });
    await expect(player).toBeVisible();

    // On through the menu, not a reload, so the episode plays on.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Book a Puja' }).click();
    await page
      .getByRole('link', { name: /Rudrabhishek/ })
      .first()
      .click();
    const bar = page.getByRole('region', { name: 'Price and booking' });
    await expect(bar).toBeVisible();
    await expect(player).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    await expect.poll(() => bottomOf(player)).toBeLessThanOrEqual(barTop + 1);
    await bar.getByRole('link', { name: 'Book now' }).click({ trial: true });

    // Once the panel's own Book now is in view the bar goes, and the player drops back to the bottom.
    await page.getByText('You can change the package and date on the next page.').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await expect.poll(() => bottomOf(player)).toBeGreaterThan(739);
  });
});

test('a visitor opens a video and it loads in the player', async ({ page }) => {
  await page.goto('/sanchar/video');
  // The first category (Aarti) and its first sub-category (Ganga Aarti) open by default.
  await expect(page.getByRole('tab', { name: 'Ganga Aarti', selected: true })).toBeVisible();
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('link', { name: 'Ganga Aarti at Dashashwamedh Ghat' })
    .click();
  await expect(page).toHaveURL(/\/sanchar\/video\/video-data\?id=[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ganga Aarti at Dashashwamedh Ghat' })).toBeVisible();
  const video = page.locator('main video');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(10);
  await expect(page.getByRole('heading', { name: 'Related videos' })).toBeVisible();
});

test('a reader opens a breaking story from the home page ticker', async ({ page }) => {
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Breaking' });
  // The headlines scroll by; the reader stops them first.
  await ticker.getByRole('button', { name: 'Pause breaking news' }).click();
  // Paused, the track may have carried the first headline out of sight: the reader clicks one they can see.
  const headline = await visibleHeadline(ticker);
  const text = (await headline.innerText()).trim();
  await headline.click();
  await expect(page).toHaveURL(/\/sanchar\/news\/news-details\?id=[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(text);
});

test('a customer requests a consultancy through the confirm dialog and sees it listed', async ({ page }) => {
  await page.goto('/religious/consultancy');
  await page.getByLabel('Topic').selectOption('muhurat');
  await page.getByLabel('Preferred language').selectOption('hi');
  await page.getByText('Evening', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Evening/ })).toBeChecked();
  await page.getByLabel('Your question').fill('Please suggest an auspicious date for griha pravesh in February.');
  await page.getByRole('button', { name: 'Request a consultancy' }).click();

  // Logged out: the login modal opens and the form keeps what was typed.
  await loginInOpenModal(page, freshMobile());
  await expect(page.getByLabel('Your question')).toHaveValue(/griha pravesh/);
  await page.getByRole('button', { name: 'Request a consultancy' }).click();

  const confirm = page.getByRole('alertdialog', { name: 'Are you sure? You want to request a consultancy?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(
    page.getByText('Your consultancy request has been received. Our team will call you soon.'),
  ).toBeVisible();
  const requests = page.getByRole('region', { name: 'Your requests' });
  await expect(requests.getByText('Muhurat (auspicious time)')).toBeVisible();
  await expect(requests.getByText('New', { exact: true })).toBeVisible();
});
