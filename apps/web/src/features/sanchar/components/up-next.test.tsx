import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { podcast } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { page } from '../test/fixtures';
import { stubMediaElements } from '../test/media-element';
import PodcastDetailsPage from '../pages/podcast-details-page';
import { MiniPlayer } from './mini-player';

const first = podcast({ title: 'Achyutam Keshavam', audioUrl: '/uploads/media/achyutam.mp3' });
const second = podcast({
  title: 'Govind Bolo Hari',
  subCategoryId: first.subCategoryId,
  audioUrl: '/uploads/media/govind.mp3',
});
const third = podcast({
  title: 'Shri Ram Stuti',
  subCategoryId: first.subCategoryId,
  audioUrl: '/uploads/media/stuti.mp3',
});

function Shell() {
  return (
    <>
      <Routes>
        <Route path="/sanchar/podcast/podcast-data" element={<PodcastDetailsPage />} />
      </Routes>
      <MiniPlayer />
    </>
  );
}

const audio = () => screen.getByTestId('global-audio') as HTMLAudioElement;
const bar = () => screen.getByRole('region', { name: 'Audio player' });
const end = () => act(() => void audio().dispatchEvent(new Event('ended')));

/** On the second episode's page, plays the first (from "More episodes"). */
async function playFirstOnSecondsPage() {
  fakeApi({
    [`GET /api/media/podcasts/${second._id}`]: { body: { status: true, data: second } },
    'GET /api/admin/getAudioBySubCategory': { body: page([first, second, third], 3) },
  });
  stubMediaElements();
  renderWithProviders(<Shell />, { route: `/sanchar/podcast/podcast-data?id=${second._id}` });
  await userEvent.click(await screen.findByRole('button', { name: 'Play Achyutam Keshavam' }));
  await screen.findByRole('region', { name: 'Audio player' });
}

afterEach(() => localStorage.clear());

describe('Up next and autoplay', () => {
  it('queues an episode with Add to queue and plays it when the current one ends', async () => {
    await playFirstOnSecondsPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    expect(await screen.findByText('Added to the queue: Govind Bolo Hari')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'Up next (1)' }));
    const queue = screen.getByRole('region', { name: 'Up next queue' });
    expect(queue).toHaveTextContent('Govind Bolo Hari');

    end();
    expect(audio().getAttribute('src')).toBe('/uploads/media/govind.mp3');
    expect(within(bar()).getByRole('link', { name: 'Govind Bolo Hari' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Up next (0)' })).toBeInTheDocument();
    // Its own page no longer offers to queue the episode that plays.
    expect(screen.queryByRole('button', { name: 'Add to queue' })).not.toBeInTheDocument();
  });

  it('puts Play next before what was queued, and removes from the queue', async () => {
    await playFirstOnSecondsPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add to queue' }));
    await userEvent.click(within(bar()).getByRole('button', { name: 'Up next (1)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Govind Bolo Hari from the queue' }));
    expect(screen.getByRole('region', { name: 'Up next queue' })).toHaveTextContent('Nothing queued');
    await userEvent.click(screen.getByRole('button', { name: 'Play next' }));
    end();
    expect(audio().getAttribute('src')).toBe('/uploads/media/govind.mp3');
  });

  it('stops at the end without autoplay; with it on (remembered) plays the show’s next episode', async () => {
    await playFirstOnSecondsPage();
    end();
    expect(audio().getAttribute('src')).toBe('/uploads/media/achyutam.mp3');

    await userEvent.click(within(bar()).getByRole('button', { name: 'Up next (0)' }));
    const autoplay = screen.getByRole('switch', { name: 'Autoplay the show’s next episode' });
    expect(autoplay).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(autoplay);
    expect(localStorage.getItem('seva.sanchar.autoplay')).toBe('on');
    // The show lists first, second, third (newest first): after the first comes the second.
    expect(await within(bar()).findByRole('link', { name: 'Govind Bolo Hari' })).toBeInTheDocument();
    expect(audio().getAttribute('src')).toBe('/uploads/media/govind.mp3');
  });
});
