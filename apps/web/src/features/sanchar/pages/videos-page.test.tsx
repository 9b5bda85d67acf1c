import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { video } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { category, page, subCategory } from '../test/fixtures';
import VideosPage from './videos-page';

const CATEGORIES = 'GET /api/admin/getSeparateCategories';
const SUBS = 'GET /api/admin/getSubCategoryByCategoryId';
const VIDEOS = 'GET /api/admin/getVideosBySubCategoryId';

const aarti = category({ name: 'Aarti', videoCount: 12 });
const podcastsOnly = category({ name: 'Pravachan', videoCount: 0 });
const ganga = subCategory(aarti._id, { name: 'Ganga Aarti' });
const audioOnly = subCategory(aarti._id, { name: 'Aarti Audio', videoCount: 0 });

const clips = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => video({ title: `Aarti ${from + i}`, subCategoryName: 'Ganga Aarti' }));

function api(videos: (pageNumber: number) => { status?: number; body?: unknown }) {
  return fakeApi({
    [CATEGORIES]: { body: { status: true, results: [podcastsOnly, aarti] } },
    [SUBS]: { body: { status: true, category: aarti, results: [audioOnly, ganga] } },
    [VIDEOS]: (_body, url) => videos(Number(new URL(url, 'http://localhost').searchParams.get('page'))),
  });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('VideosPage (/sanchar/video)', () => {
  it('shows the categories and sub-categories with videos and a grid of cards', async () => {
    const fetchMock = api(() => ({ body: page(clips(2), 2) }));
    renderWithProviders(<VideosPage />, { route: '/sanchar/video' });
    expect(screen.getByTestId('videos-skeleton')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Videos' });
    expect(
      within(screen.getByRole('navigation', { name: 'Categories' }))
        .getAllByRole('link')
        .map((chip) => chip.textContent),
    ).toEqual(['Aarti']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Ganga Aarti']);
    expect(titles()).toEqual(['Aarti 1', 'Aarti 2']);

    const link = screen.getByRole('link', { name: 'Aarti 1' });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/sanchar\/video\/video-data\?id=[0-9a-f]{24}$/));
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('20:50');
    expect(card).toHaveTextContent('Ganga Aarti');
    const thumbnail = card.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('sizes', '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw');
    expect(card.querySelector('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      expect.stringContaining('ganga-1280.avif 1280w'),
    );
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/admin/getVideosBySubCategoryId?subCategoryId=${ganga._id}&page=1&pageSize=12`,
    );
  });

  it('loads more videos a page at a time', async () => {
    api((pageNumber) => ({ body: page(pageNumber === 1 ? clips(12) : clips(1, 13), 13, pageNumber) }));
    renderWithProviders(<VideosPage />, { route: '/sanchar/video' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(13));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13 of 13');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('fails silently to the empty state when the videos cannot load (SPEC §8)', async () => {
    api(() => ({ status: 503, body: { status: false, success: false, message: 'Down' } }));
    renderWithProviders(<VideosPage />, { route: '/sanchar/video' });
    expect(await screen.findByText('No videos here yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty state when no category has videos', async () => {
    fakeApi({ [CATEGORIES]: { body: { status: true, results: [podcastsOnly] } } });
    renderWithProviders(<VideosPage />, { route: '/sanchar/video' });
    expect(await screen.findByText('No videos here yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
  });
});
