import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MediaSearchResponse, NewsSummary } from '@seva/contracts';
import { podcast, recordId, video } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import SearchPage from './search-page';

const story: NewsSummary = {
  _id: recordId(),
  categoryId: recordId(),
  categoryName: 'Festivals',
  title: 'Ganga Dussehra crowds in Haridwar',
  summary: 'Lakhs took a dip at Har Ki Pauri.',
  image: null,
  source: 'Seva News Desk',
  isBreaking: false,
  publishedAt: '2026-06-01T06:00:00.000Z',
  hi: { title: 'हरिद्वार में गंगा दशहरा' },
};
const aarti = video({ title: 'Ganga Aarti at Dashashwamedh Ghat', hi: { title: 'दशाश्वमेध घाट की गंगा आरती' } });
const episode = podcast({ title: 'Stories of the Ganga' });

const answer = (over: Partial<MediaSearchResponse> = {}): MediaSearchResponse => ({
  status: true,
  q: 'ganga',
  page: 1,
  pageSize: 6,
  videos: { results: [aarti], total: 9 },
  podcasts: { results: [episode], total: 1 },
  news: { results: [story], total: 1 },
  ...over,
});

describe('SearchPage (/sanchar/search)', () => {
  it('shows the matches grouped by type with links, and "Show all" where more match', async () => {
    const fetchMock = fakeApi({ 'GET /api/search': { body: answer() } });
    renderWithProviders(<SearchPage />, { route: '/sanchar/search?q=ganga' });
    expect(await screen.findByText('11 results for “ganga”')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'ganga', type: 'all', page: '1', pageSize: '6' });

    const videos = screen.getByRole('region', { name: 'Videos' });
    expect(within(videos).getByRole('link', { name: aarti.title })).toHaveAttribute(
      'href',
      `/sanchar/video/video-data?id=${aarti._id}`,
    );
    expect(within(videos).getByRole('link', { name: 'Show all 9' })).toHaveAttribute(
      'href',
      '/sanchar/search?q=ganga&type=video',
    );
    const podcasts = screen.getByRole('region', { name: 'Podcasts' });
    expect(within(podcasts).getByRole('button', { name: 'Play Stories of the Ganga' })).toBeInTheDocument();
    const news = screen.getByRole('region', { name: 'News' });
    expect(within(news).getByRole('link', { name: story.title })).toHaveAttribute(
      'href',
      `/sanchar/news/news-details?id=${story._id}`,
    );
    expect(screen.getByRole('link', { name: 'Podcasts' })).toHaveAttribute(
      'href',
      '/sanchar/search?q=ganga&type=podcast',
    );
  });

  it('says when nothing matches, and asks for 2 letters before searching at all', async () => {
    const none = { results: [], total: 0 };
    const fetchMock = fakeApi({ 'GET /api/search': { body: answer({ videos: none, podcasts: none, news: none }) } });
    renderWithProviders(<SearchPage />, { route: '/sanchar/search?q=zzz' });
    expect(
      await screen.findByText('Nothing found for “zzz”. Try another word, or search in Hindi.'),
    ).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search videos, podcasts and news' });
    await userEvent.clear(search);
    await userEvent.type(search, 'g');
    expect(await screen.findByText('Type at least 2 letters to search.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.every(([input]) => !String(input).includes('q=g&'))).toBe(true);
  });

  it('shows one type in pages, in Hindi when chosen', async () => {
    fakeApi({
      'GET /api/search': {
        body: answer({
          pageSize: 12,
          videos: { results: [aarti], total: 30 },
          podcasts: { results: [], total: 0 },
          news: { results: [], total: 0 },
        }),
      },
    });
    const { i18n } = await import('@/i18n');
    await i18n.changeLanguage('hi');
    try {
      renderWithProviders(<SearchPage />, { route: '/sanchar/search?q=ganga&type=video&page=2' });
      expect(await screen.findByRole('link', { name: 'दशाश्वमेध घाट की गंगा आरती' })).toBeInTheDocument();
      expect(screen.getByText('पेज 2 / 3')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
