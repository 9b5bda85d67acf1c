import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Video } from '@seva/contracts';
import { podcast, video } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { page } from '../test/fixtures';
import { stubMediaElements } from '../test/media-element';
import { useAudioPlayer, podcastTrack } from '@/lib/audio-player';
import VideoDetailsPage from './video-details-page';

const youtube = video({ title: 'Ganga Aarti at Dashashwamedh Ghat', youtubeId: 'AbCdEfGhIjK' });
const related = video({ title: 'Har Ki Pauri Aarti', subCategoryId: youtube.subCategoryId });

function serve(item: Video, relatedVideos: Video[] = [item, related]) {
  return fakeApi({
    [`GET /api/media/videos/${item._id}`]: { body: { status: true, data: item } },
    'GET /api/admin/getVideosBySubCategoryId': { body: page(relatedVideos, relatedVideos.length) },
  });
}

/** A podcast already playing when the video page opens. */
function PlayingPodcast() {
  const player = useAudioPlayer();
  return (
    <button type="button" onClick={() => player.play(podcastTrack(podcast()))}>
      Start podcast
    </button>
  );
}

describe('VideoDetailsPage (/sanchar/video/video-data)', () => {
  it('shows a YouTube video as a light embed, its details and related videos', async () => {
    const fetchMock = serve(youtube);
    renderWithProviders(<VideoDetailsPage />, { route: `/sanchar/video/video-data?id=${youtube._id}` });
    expect(screen.getByTestId('video-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: youtube.title })).toBeInTheDocument();
    expect(screen.getByText('The evening aarti on the ghats of Varanasi.')).toBeInTheDocument();
    expect(screen.getByText('Published 12 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Play video: ${youtube.title}` })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();

    const list = await screen.findByRole('list', { name: 'Related videos' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Har Ki Pauri Aarti']);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/admin/getVideosBySubCategoryId?subCategoryId=${youtube.subCategoryId}&page=1&pageSize=7`,
    );
  });

  it('plays a file in a <video> with controls that loads only its metadata first', async () => {
    const file = video({ source: 'file', youtubeId: null, url: '/uploads/media/katha.mp4' });
    serve(file);
    renderWithProviders(<VideoDetailsPage />, { route: `/sanchar/video/video-data?id=${file._id}` });
    await screen.findByRole('heading', { level: 1, name: file.title });
    const element = document.querySelector('video')!;
    expect(element).toHaveAttribute('src', '/uploads/media/katha.mp4');
    expect(element).toHaveAttribute('controls');
    expect(element).toHaveAttribute('preload', 'metadata');
    expect(element).toHaveAttribute('poster', file.thumbnail?.src);
  });

  it('pauses the podcast player when a video starts', async () => {
    const file = video({ source: 'file', youtubeId: null, url: '/uploads/media/katha.mp4' });
    serve(file);
    const media = stubMediaElements();
    renderWithProviders(
      <>
        <PlayingPodcast />
        <VideoDetailsPage />
      </>,
      { route: `/sanchar/video/video-data?id=${file._id}` },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start podcast' }));
    await screen.findByRole('heading', { level: 1, name: file.title });
    document.querySelector('video')!.dispatchEvent(new Event('play'));
    expect(media.pause).toHaveBeenCalledTimes(1);
  });

  it('says so when a video has nothing to play from', async () => {
    const broken = video({ source: 'youtube', youtubeId: null });
    serve(broken, []);
    renderWithProviders(<VideoDetailsPage />, { route: `/sanchar/video/video-data?id=${broken._id}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('This video cannot be played on this device.');
    expect(await screen.findByText('No related videos yet.')).toBeInTheDocument();
  });

  it('shows the 404 state for an unknown video', async () => {
    fakeApi({ [`GET /api/media/videos/${youtube._id}`]: { status: 404, body: { message: 'Not found.' } } });
    renderWithProviders(<VideoDetailsPage />, { route: `/sanchar/video/video-data?id=${youtube._id}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all videos' })).toHaveAttribute('href', '/sanchar/video');
  });
});
