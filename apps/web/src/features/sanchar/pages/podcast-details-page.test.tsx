import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { podcast } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { page } from '../test/fixtures';
import { stubMediaElements } from '../test/media-element';
import PodcastDetailsPage from './podcast-details-page';

const episode = podcast({
  title: 'Hanuman Chalisa with meaning',
  speaker: 'Acharya Vinod Mishra',
  description: 'The forty verses, each explained.',
  subCategoryName: 'Hanuman Bhakti',
  durationSeconds: 3725,
  audioUrl: '/uploads/media/chalisa.mp3',
});
const sibling = podcast({ title: 'Sankat Mochan Ashtak', subCategoryId: episode.subCategoryId });
const route = `/sanchar/podcast/podcast-data?id=${episode._id}`;

describe('PodcastDetailsPage (/sanchar/podcast/podcast-data)', () => {
  it('shows the episode and plays it, with more episodes of its sub-category', async () => {
    const fetchMock = fakeApi({
      [`GET /api/media/podcasts/${episode._id}`]: { body: { status: true, data: episode } },
      'GET /api/admin/getAudioBySubCategory': { body: page([episode, sibling], 2) },
    });
    const media = stubMediaElements();
    renderWithProviders(<PodcastDetailsPage />, { route });
    expect(screen.getByTestId('podcast-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: episode.title })).toBeInTheDocument();
    expect(screen.getByText('By Acharya Vinod Mishra')).toBeInTheDocument();
    expect(screen.getByText('Hanuman Bhakti')).toBeInTheDocument();
    expect(screen.getByText('1:02:05')).toBeInTheDocument();
    expect(screen.getByText('The forty verses, each explained.')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: episode.title });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(document.title).toBe(`${episode.title} | Seva`);
    expect(screen.getByRole('link', { name: /See all podcasts/ })).toHaveAttribute(
      'href',
      `/sanchar/podcast?category=${episode.categoryId}&sub=${episode.subCategoryId}`,
    );

    const more = await screen.findByRole('list', { name: 'More episodes' });
    expect(
      within(more)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sankat Mochan Ashtak']);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/admin/getAudioBySubCategory?subCategoryId=${episode.subCategoryId}&page=1&pageSize=7`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Play episode' }));
    expect(media.play).toHaveBeenCalled();
    expect((screen.getByTestId('global-audio') as HTMLAudioElement).getAttribute('src')).toBe(
      '/uploads/media/chalisa.mp3',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says there are no other episodes when the list is empty or fails (SPEC §8)', async () => {
    fakeApi({
      [`GET /api/media/podcasts/${episode._id}`]: { body: { status: true, data: episode } },
      'GET /api/admin/getAudioBySubCategory': { status: 500, body: { message: 'Down' } },
    });
    renderWithProviders(<PodcastDetailsPage />, { route });
    expect(await screen.findByText('No other episodes in this series yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the 404 state for an unknown episode', async () => {
    fakeApi({ [`GET /api/media/podcasts/${episode._id}`]: { status: 404, body: { message: 'Not found.' } } });
    renderWithProviders(<PodcastDetailsPage />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all podcasts' })).toHaveAttribute('href', '/sanchar/podcast');
  });

  it('shows the 404 state for a malformed id without calling the API', async () => {
    const fetchMock = fakeApi({});
    renderWithProviders(<PodcastDetailsPage />, { route: '/sanchar/podcast/podcast-data?id=nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Episode not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the episode cannot load', async () => {
    fakeApi({
      [`GET /api/media/podcasts/${episode._id}`]: [
        { status: 500, body: { message: 'Down' } },
        { body: { status: true, data: episode } },
      ],
      'GET /api/admin/getAudioBySubCategory': { body: page([], 0) },
    });
    renderWithProviders(<PodcastDetailsPage />, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent('This episode could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: episode.title })).toBeInTheDocument();
  });
});
