import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { podcast, video } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { page } from '../test/fixtures';
import { stubMediaElements } from '../test/media-element';
import PodcastDetailsPage from '../pages/podcast-details-page';
import VideoDetailsPage from '../pages/video-details-page';
import { parseWebVtt } from '../webvtt';

const VTT =
  'WEBVTT\n\n1\n00:00:01.500 --> 00:00:03.537\nWelcome to Seva Sanchar.\n\n' +
  '2\n00:00:03.537 --> 00:00:07.216\nToday&apos;s episode: Sun &amp; Moon.\n';

/** fakeApi, with the captions file answered as text/vtt. */
function withCaptions(routes: Parameters<typeof fakeApi>[0]) {
  const fetchMock = fakeApi(routes);
  const api = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) =>
    String(input).endsWith('.vtt') ? new Response(VTT, { headers: { 'Content-Type': 'text/vtt' } }) : api(input, init),
  );
}

describe('captions', () => {
  it('reads the cues of a WebVTT file', () => {
    expect(parseWebVtt(VTT)).toEqual([
      { start: 1.5, end: 3.537, text: 'Welcome to Seva Sanchar.' },
      { start: 3.537, end: 7.216, text: 'Today&apos;s episode: Sun & Moon.' },
    ]);
    expect(parseWebVtt('WEBVTT\n\nNOTE nothing timed\n')).toEqual([]);
  });

  it('gives a file video its captions track, on by default', async () => {
    const clip = video({
      source: 'file',
      youtubeId: null,
      url: '/uploads/media/video/clip-aarti.mp4',
      captionsUrl: '/uploads/media/captions/clip-aarti.vtt',
      captionsLanguage: 'en',
    });
    fakeApi({
      [`GET /api/media/videos/${clip._id}`]: { body: { status: true, data: clip } },
      'GET /api/admin/getVideosBySubCategoryId': { body: page([clip], 1) },
    });
    const { container } = renderWithProviders(<VideoDetailsPage />, {
      route: `/sanchar/video/video-data?id=${clip._id}`,
    });
    await screen.findByRole('heading', { level: 1, name: clip.title });
    const track = container.querySelector('video track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', clip.captionsUrl);
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
    expect(track).toHaveAttribute('default');
  });

  it('shows an episode’s transcript; a cue plays the episode', async () => {
    const episode = podcast({ captionsUrl: '/uploads/media/captions/episode-01.vtt', captionsLanguage: 'en' });
    withCaptions({
      [`GET /api/media/podcasts/${episode._id}`]: { body: { status: true, data: episode } },
      'GET /api/admin/getAudioBySubCategory': { body: page([episode], 1) },
    });
    const media = stubMediaElements();
    renderWithProviders(<PodcastDetailsPage />, { route: `/sanchar/podcast/podcast-data?id=${episode._id}` });
    const cue = await screen.findByRole('button', { name: 'Play from 0:01: Welcome to Seva Sanchar.' });
    expect(screen.getByRole('heading', { name: 'Transcript' })).toBeInTheDocument();
    await userEvent.click(cue);
    expect(media.play).toHaveBeenCalled();
    expect(
      screen.getByRole('button', { name: 'Play from 0:03: Today&apos;s episode: Sun & Moon.' }),
    ).toBeInTheDocument();
  });

  it('has no transcript without captions', async () => {
    const episode = podcast();
    fakeApi({
      [`GET /api/media/podcasts/${episode._id}`]: { body: { status: true, data: episode } },
      'GET /api/admin/getAudioBySubCategory': { body: page([episode], 1) },
    });
    renderWithProviders(<PodcastDetailsPage />, { route: `/sanchar/podcast/podcast-data?id=${episode._id}` });
    await screen.findByRole('heading', { level: 1, name: episode.title });
    expect(screen.queryByRole('heading', { name: 'Transcript' })).not.toBeInTheDocument();
  });
});
