/**
 * The home page's live media rows: today's darshan, live now, latest videos
 * and podcasts, each linking into its page, holding its place while loading,
 * saying so when empty or failing (SPEC §8; live now is left out); the ticker slot above the heading.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { darshan, liveStream, podcast, video } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import HomePage from './home-page';

const DARSHAN = 'GET /api/admin/getDailyDarshan';
const LIVE = 'GET /api/admin/getLive';
const LATEST = 'GET /api/media/latest';

const kashi = darshan();
const onAir = liveStream();
const offAir = liveStream({ title: 'Somnath evening aarti', isLive: false });
const aarti = video({ durationSeconds: 425 });
const gita = podcast({ speaker: 'Acharya Mishra', subCategoryName: 'Gita saar', durationSeconds: 3725 });

const linksOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);

describe('HomePage media rows', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T03:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows today's darshan, live streams on air, and the latest videos and podcasts, each linking in", async () => {
    fakeApi({
      [DARSHAN]: { body: { status: true, date: '2026-11-22', days: ['2026-11-22'], data: [kashi] } },
      [LIVE]: { body: { status: true, data: [onAir, offAir] } },
      [LATEST]: { body: { status: true, videos: [aarti], podcasts: [gita] } },
    });
    renderWithProviders(<HomePage />);
    // The static bands paint at once; the rows hold their place while they load.
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const id of ['home-darshan', 'home-live', 'home-videos', 'home-podcasts']) {
      expect(screen.getByTestId(`${id}-skeleton`)).toBeInTheDocument();
    }

    const darshanBand = await screen.findByRole('region', { name: "Today's darshan" });
    expect(darshanBand).toHaveTextContent("The deity's shringar this morning");
    const temple = within(darshanBand).getByRole('link', { name: 'Kashi Vishwanath' });
    expect(temple).toHaveAttribute('href', `/religious/daily-darshan?temple=${kashi.temple._id}`);
    expect(temple).toHaveAccessibleDescription('Lord Shiva · Varanasi');
    expect(within(darshanBand).getByRole('link', { name: 'All darshan' })).toHaveAttribute(
      'href',
      '/religious/daily-darshan',
    );
    const img = temple.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');

    const live = await screen.findByRole('region', { name: 'Live now' });
    expect(linksOf(live)).toEqual([
      ['All live streams', '/sanchar/live'],
      [`Live${onAir.title}${onAir.location}`, `/sanchar/live/live-details?id=${onAir._id}`],
    ]);
    expect(within(live).getByRole('link', { name: onAir.title })).toBeInTheDocument();
    expect(live).not.toHaveTextContent(offAir.title);

    const videos = await screen.findByRole('region', { name: 'Latest videos' });
    const videoLink = within(videos).getByRole('link', { name: aarti.title });
    expect(videoLink).toHaveAttribute('href', `/sanchar/video/video-data?id=${aarti._id}`);
    expect(videoLink).toHaveTextContent('7:05');
    expect(within(videos).getByRole('link', { name: 'All videos' })).toHaveAttribute('href', '/sanchar/video');

    const podcasts = screen.getByRole('region', { name: 'Latest podcasts' });
    const podcastLink = within(podcasts).getByRole('link', { name: gita.title });
    expect(podcastLink).toHaveAttribute('href', `/sanchar/podcast/podcast-data?id=${gita._id}`);
    expect(podcastLink).toHaveAccessibleDescription('Acharya Mishra · Gita saar');
    expect(podcastLink).toHaveTextContent('1:02:05');

    // Page order: darshan, live, videos, podcasts, then how it works.
    const order = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby') && region.querySelector('h2')?.textContent)
      .filter(Boolean);
    const at = (name: string) => order.indexOf(name);
    expect(at("Today's darshan")).toBeLessThan(at('Live now'));
    expect(at('Live now')).toBeLessThan(at('Latest videos'));
    expect(at('Latest videos')).toBeLessThan(at('Latest podcasts'));
    expect(at('Latest podcasts')).toBeLessThan(at('How it works'));
  });

  it('says when the darshan shown is not today’s', async () => {
    fakeApi({
      [DARSHAN]: { body: { status: true, date: '2026-11-21', days: ['2026-11-21'], data: [kashi] } },
      [LIVE]: { body: { status: true, data: [] } },
      [LATEST]: { body: { status: true, videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomePage />);
    const band = await screen.findByRole('region', { name: "Today's darshan" });
    expect(band).toHaveTextContent('The latest darshan, from Sat, 21 Nov');
  });

  it('says when a strip has nothing, and leaves live now out when nothing is on air', async () => {
    fakeApi({
      [DARSHAN]: { body: { status: true, date: '2026-11-22', days: [], data: [] } },
      [LIVE]: { body: { status: true, data: [offAir] } },
      [LATEST]: { body: { status: true, videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(screen.queryByTestId(/-skeleton$/)).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: "Today's darshan" })).toHaveTextContent(
      "Today's darshan is posted after the morning aarti.",
    );
    expect(screen.getByRole('region', { name: 'Latest videos' })).toHaveTextContent('No videos yet.');
    expect(screen.getByRole('region', { name: 'Latest podcasts' })).toHaveTextContent('No podcasts yet.');
    expect(screen.queryByRole('region', { name: 'Live now' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How it works' })).toBeInTheDocument();
  });

  it('fails quietly (SPEC §8): a strip whose call fails says it has nothing, with no error', async () => {
    const down = { status: 503, body: { status: false, success: false, message: 'Down' } };
    fakeApi({ [DARSHAN]: down, [LIVE]: down, [LATEST]: down });
    renderWithProviders(<HomePage />);
    await waitFor(() => expect(screen.queryByTestId(/-skeleton$/)).not.toBeInTheDocument());
    expect(screen.getByTestId('home-videos-empty')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts what the app gives it above the heading', () => {
    fakeApi({});
    renderWithProviders(<HomePage top={<p>Breaking: test headline</p>} />);
    const top = screen.getByText('Breaking: test headline');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(top.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
