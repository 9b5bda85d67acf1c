import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveStream } from '@seva/contracts';
import { liveStream } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import LiveDetailsPage from './live-details-page';

const hls = vi.hoisted(() => ({ sources: [] as string[] }));
vi.mock('hls.js', () => ({
  default: class {
    static Events = { ERROR: 'hlsError' };
    static isSupported = () => true;
    on = vi.fn();
    destroy = vi.fn();
    attachMedia = vi.fn();
    loadSource = (url: string) => hls.sources.push(url);
  },
}));

const mangla = liveStream({ title: 'Mangla Aarti, Kashi Vishwanath', url: '/uploads/live/kashi/index.m3u8' });
const tirupati = liveStream({
  title: 'Suprabhatam, Tirumala',
  source: 'youtube',
  youtubeId: 'AbCdEfGhIjK',
  url: null,
  isLive: false,
  schedule: 'Daily, 3:00 AM',
});

function serve(stream: LiveStream) {
  fakeApi({
    [`GET /api/media/live/${stream._id}`]: { body: { status: true, data: stream } },
    'GET /api/admin/getLive': { body: { status: true, data: [mangla, tirupati] } },
  });
}

describe('LiveDetailsPage (/sanchar/live/live-details)', () => {
  it('plays an on-air HLS stream through hls.js and lists the other streams', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    serve(mangla);
    renderWithProviders(<LiveDetailsPage />, { route: `/sanchar/live/live-details?id=${mangla._id}` });
    expect(screen.getByTestId('stream-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: mangla.title })).toBeInTheDocument();
    // LIVE in the player's own controls (no seek bar or duration) and beside where it is from.
    expect(screen.getAllByText('LIVE')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByText('Kashi Vishwanath Temple, Varanasi')).toBeInTheDocument();
    expect(document.querySelector('video')).not.toHaveAttribute('controls');
    await waitFor(() => expect(hls.sources).toEqual([mangla.url]));

    const others = await screen.findByRole('list', { name: 'Other streams' });
    expect(
      within(others)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([tirupati.title]);
  });

  it('plays YouTube live through the light embed and says when it is off air', async () => {
    serve(tirupati);
    renderWithProviders(<LiveDetailsPage />, { route: `/sanchar/live/live-details?id=${tirupati._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: tirupati.title })).toBeInTheDocument();
    expect(screen.getByText(/This stream is not on air right now\. Usually on: Daily, 3:00 AM/)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${tirupati.title}` }));
    expect(document.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/AbCdEfGhIjK?autoplay=1',
    );
  });

  it('shows the 404 state for an unknown stream', async () => {
    fakeApi({ [`GET /api/media/live/${mangla._id}`]: { status: 404, body: { message: 'Not found.' } } });
    renderWithProviders(<LiveDetailsPage />, { route: `/sanchar/live/live-details?id=${mangla._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stream not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all live streams' })).toHaveAttribute('href', '/sanchar/live');
  });
});
