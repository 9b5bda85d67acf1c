import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { podcast } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { category, page, subCategory } from '../test/fixtures';
import { setDuration, stubMediaElements } from '../test/media-element';
import PodcastsPage from '../pages/podcasts-page';
import { MiniPlayer } from './mini-player';

const bhajan = category();
const krishna = subCategory(bhajan._id);
const first = podcast({ title: 'Achyutam Keshavam', speaker: 'Pandit Raghav Sharma', durationSeconds: 185 });
const second = podcast({ title: 'Govind Bolo Hari', speaker: 'Meera Joshi', audioUrl: '/uploads/media/govind.mp3' });

/** The customer layout in small: the routes, and the mini player after them. */
function Shell() {
  return (
    <>
      <Routes>
        <Route path="/sanchar/podcast" element={<PodcastsPage />} />
        <Route path="/about-us" element={<h1>About us</h1>} />
      </Routes>
      <MiniPlayer />
    </>
  );
}

const audio = () => screen.getByTestId('global-audio') as HTMLAudioElement;
const bar = () => screen.getByRole('region', { name: 'Audio player' });

async function startPlaying() {
  fakeApi({
    'GET /api/admin/getSeparateCategories': { body: { status: true, results: [bhajan] } },
    'GET /api/admin/getSubCategoryByCategoryId': { body: { status: true, category: bhajan, results: [krishna] } },
    'GET /api/admin/getAudioBySubCategory': { body: page([first, second], 2) },
  });
  const media = stubMediaElements();
  const view = renderWithProviders(<Shell />, { route: '/sanchar/podcast' });
  await userEvent.click(await screen.findByRole('button', { name: 'Play Achyutam Keshavam' }));
  // The bar's code loads when the first episode does.
  await screen.findByRole('region', { name: 'Audio player' });
  return { ...view, media };
}

describe('MiniPlayer and the global audio player', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(readonly init: MediaMetadataInit) {}
      },
    );
  });

  it('is hidden until something plays, then shows the episode with its controls', async () => {
    fakeApi({});
    renderWithProviders(<MiniPlayer />);
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('mini-player-spacer')).not.toBeInTheDocument();
  });

  it('plays an episode from the list and shows it in the bar', async () => {
    const { media } = await startPlaying();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(audio().getAttribute('src')).toBe('/uploads/media/achyutam.mp3');
    expect(within(bar()).getByRole('link', { name: 'Achyutam Keshavam' })).toHaveAttribute(
      'href',
      `/sanchar/podcast/podcast-data?id=${first._id}`,
    );
    expect(bar()).toHaveTextContent('Pandit Raghav Sharma');
    expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause Achyutam Keshavam' })).toBeInTheDocument();
    // The catalogue's length shows until the file's own is known.
    expect(within(bar()).getByRole('slider', { name: 'Seek' })).toHaveAttribute('max', '185');
    expect(bar()).toHaveTextContent('3:05');
    expect(screen.getByTestId('mini-player-spacer')).toBeInTheDocument();
  });

  it('keeps the same element playing when the customer moves to another page', async () => {
    const { router, media } = await startPlaying();
    const element = audio();
    await act(() => router.navigate('/about-us'));
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(audio()).toBe(element);
    expect(element.getAttribute('src')).toBe('/uploads/media/achyutam.mp3');
    expect(media.pause).not.toHaveBeenCalled();
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('pauses and resumes from the bar and from the list', async () => {
    const { media } = await startPlaying();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(within(bar()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Achyutam Keshavam' })).toBeInTheDocument();

    await userEvent.click(within(bar()).getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Pause Achyutam Keshavam' }));
    expect(media.pause).toHaveBeenCalledTimes(2);
  });

  it('switches to another episode from its start', async () => {
    await startPlaying();
    await userEvent.click(screen.getByRole('button', { name: 'Play Govind Bolo Hari' }));
    expect(audio().getAttribute('src')).toBe('/uploads/media/govind.mp3');
    expect(bar()).toHaveTextContent('Govind Bolo Hari');
    expect(bar()).toHaveTextContent('Meera Joshi');
    expect(screen.getByRole('button', { name: 'Play Achyutam Keshavam' })).toBeInTheDocument();
  });

  it('seeks with the slider and follows the playing position', async () => {
    await startPlaying();
    setDuration(audio(), 200);
    const slider = within(bar()).getByRole('slider', { name: 'Seek' });
    await waitFor(() => expect(slider).toHaveAttribute('max', '200'));

    fireEvent.change(slider, { target: { value: '60' } });
    expect(audio().currentTime).toBe(60);
    expect(slider).toHaveValue('60');
    expect(slider).toHaveAttribute('aria-valuetext', '1:00 of 3:20');

    act(() => {
      audio().currentTime = 75;
      audio().dispatchEvent(new Event('timeupdate'));
    });
    expect(slider).toHaveValue('75');
    expect(bar()).toHaveTextContent('1:15');

    // A real range input: browsers move it with the arrow, Page and Home/End keys.
    expect(slider).toHaveAttribute('type', 'range');
  });

  it('changes the speed and keeps it for the next episode', async () => {
    await startPlaying();
    const speed = within(bar()).getByRole('combobox', { name: 'Playback speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0.75×', '1×', '1.25×', '1.5×', '2×']);
    expect(speed).toHaveValue('1');
    await userEvent.selectOptions(speed, '1.5');
    expect(audio().playbackRate).toBe(1.5);
    expect(speed).toHaveValue('1.5');

    await userEvent.click(screen.getByRole('button', { name: 'Play Govind Bolo Hari' }));
    expect(audio().playbackRate).toBe(1.5);
  });

  it('closes: stops, unloads the file and hides the bar', async () => {
    const { media } = await startPlaying();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Close player' }));
    expect(media.pause).toHaveBeenCalled();
    expect(audio()).not.toHaveAttribute('src');
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('mini-player-spacer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Achyutam Keshavam' })).toBeInTheDocument();
  });

  it('says so when the file cannot be played', async () => {
    await startPlaying();
    act(() => {
      audio().dispatchEvent(new Event('error'));
    });
    expect(bar()).toHaveTextContent('This episode could not be played.');
    expect(within(bar()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('tells the operating system what plays (Media Session)', async () => {
    const session = { metadata: null as unknown, playbackState: 'none', setActionHandler: vi.fn() };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    try {
      await startPlaying();
      const metadata = session.metadata as { init: MediaMetadataInit };
      expect(metadata.init).toMatchObject({ title: 'Achyutam Keshavam', artist: 'Pandit Raghav Sharma' });
      expect(metadata.init.artwork?.[0]).toEqual({
        src: '/uploads/media/achyutam-320.webp',
        sizes: '320x180',
        type: 'image/webp',
      });
      expect(session.playbackState).toBe('playing');
      const actions = session.setActionHandler.mock.calls.map(([action]) => action as string);
      expect(actions).toEqual(expect.arrayContaining(['play', 'pause', 'seekto']));
    } finally {
      Reflect.deleteProperty(navigator, 'mediaSession');
    }
  });
});
