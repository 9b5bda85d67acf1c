/**
 * Issue 23's media journey: search Sanchar for "Ganga" and open a result (a video with its captions track),
 * queue a podcast episode and hear it start when the one playing ends, and today's panchang on the home page.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support';

/** The global audio element's file (its name, e.g. episode-08-<hash>.mp3). */
const playingFile = (page: Page) =>
  page.evaluate(() => document.querySelector('audio')?.currentSrc.split('/').pop() ?? '');

test('a visitor searches Sanchar for Ganga, sees videos, podcasts and news, and opens a captioned video', async ({
  page,
}) => {
  await page.goto('/sanchar/video');
  await page.getByRole('searchbox', { name: 'Search videos, podcasts and news' }).fill('Ganga');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/sanchar\/search\?q=Ganga$/);

  const videos = page.getByRole('region', { name: 'Videos' });
  await expect(videos.getByRole('link', { name: 'Ganga Aarti at Dashashwamedh Ghat' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Podcasts' }).getByRole('link', { name: 'Ganga Aarti at Dashashwamedh Ghat' }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'News' }).getByRole('link', { name: /ghats readied along the Ganga/ }),
  ).toBeVisible();

  await videos.getByRole('link', { name: 'Ganga Aarti at Dashashwamedh Ghat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ganga Aarti at Dashashwamedh Ghat' })).toBeVisible();
  const track = page.locator('main video track[kind="captions"]');
  await expect(track).toHaveAttribute('srclang', 'en');
  // The browser fetched and parsed the WebVTT file: its cues are there.
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector<HTMLVideoElement>('main video')?.textTracks[0]?.cues?.length ?? 0),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});

test('a listener queues an episode and it starts when the one playing ends', async ({ page }) => {
  await page.goto('/sanchar/search?q=Ganga&type=podcast');
  await page.getByRole('link', { name: 'Ganga Aarti at Dashashwamedh Ghat' }).click();
  await page.getByRole('button', { name: 'Play episode' }).click();
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player.getByRole('link', { name: 'Ganga Aarti at Dashashwamedh Ghat' })).toBeVisible();
  await expect.poll(() => playingFile(page)).toMatch(/^episode-08-/);

  // Back to the search (in the app: a reload would stop the player) for another episode, which goes in the queue.
  await page.goBack();
  const search = page.getByRole('searchbox', { name: 'Search videos, podcasts and news' });
  await search.fill('Kashi');
  await expect(page).toHaveURL(/q=Kashi/);
  await page
    .getByRole('region', { name: 'Podcasts' })
    .getByRole('link', { name: 'Kashi Vishwanath: A History' })
    .click();
  await page.getByRole('button', { name: 'Add to queue' }).click();
  await expect(page.getByText('Added to the queue: Kashi Vishwanath: A History')).toBeVisible();
  await player.getByRole('button', { name: 'Up next (1)' }).click();
  await expect(page.getByRole('region', { name: 'Up next queue' })).toContainText('Kashi Vishwanath: A History');

  // Straight to the last second of the one playing: when it ends, the queued one plays.
  await page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    audio.currentTime = Math.max(0, audio.duration - 0.3);
  });
  await expect(player.getByRole('link', { name: 'Kashi Vishwanath: A History' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => playingFile(page)).toMatch(/^episode-06-/);
  await expect(player.getByRole('button', { name: 'Up next (0)' })).toBeVisible();

  // Its transcript, from the episode's captions.
  await expect(page.getByRole('heading', { name: 'Transcript' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Welcome to Seva Sanchar\.$/ })).toBeVisible();
});

test('the home page shows today’s panchang for New Delhi', async ({ page }) => {
  await page.goto('/');
  const panchang = page.getByTestId('panchang');
  await panchang.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Today’s panchang' })).toBeVisible();
  await expect(panchang).toContainText('New Delhi');
  await expect(panchang).toContainText(/(Shukla|Krishna) paksha/);
  await expect(panchang.getByText(/^0[5-7]:\d\d$/)).toBeVisible();
});
