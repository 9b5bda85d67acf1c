import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { newsCategory, newsPage, newsSummary } from '../test/fixtures';
import NewsPage from './news-page';

const CATEGORIES = 'GET /api/user/getNewscategory';
const LIST = 'GET /api/user/getNewsByCategory';
const BREAKING = 'GET /api/user/getBreakingNews';

const festivals = newsCategory();
const temples = newsCategory({ slug: 'temples', name: 'Temples', nameHi: 'मंदिर' });
const diwali = newsSummary({ categoryId: festivals._id, title: 'Dev Deepawali lights up Kashi' });
const kedarnath = newsSummary({
  categoryId: temples._id,
  categoryName: 'Temples',
  title: 'Kedarnath doors close for winter',
  source: 'PTI',
  publishedAt: '2026-11-23T13:15:00.000Z',
  isBreaking: true,
});

/** The list answers by the query string: `categoryId` picks the items, `page` the page. */
function listRoute(all: ReturnType<typeof newsSummary>[], pageSize = 12) {
  return (_body: unknown, url: string) => {
    const query = new URL(url, 'http://localhost').searchParams;
    const categoryId = query.get('categoryId');
    const page = Number(query.get('page') ?? 1);
    const matching = categoryId ? all.filter((item) => item.categoryId === categoryId) : all;
    const results = matching.slice((page - 1) * pageSize, page * pageSize);
    return { body: newsPage(results, { total: matching.length, page, pageSize }) };
  };
}

const cards = () =>
  within(screen.getByRole('list', { name: 'News' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('NewsPage (/sanchar/news)', () => {
  it('shows skeletons, then a card per story with category, source, India time and a link to its details', async () => {
    fakeApi({
      [CATEGORIES]: { body: { status: true, results: [festivals, temples] } },
      [LIST]: listRoute([kedarnath, diwali]),
      [BREAKING]: { body: { status: true, result: [] } },
    });
    renderWithProviders(<NewsPage />, { route: '/sanchar/news' });
    expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByTestId('news-skeleton')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'News' });
    expect(cards()).toEqual([kedarnath.title, diwali.title]);
    const link = screen.getByRole('link', { name: kedarnath.title });
    expect(link).toHaveAttribute('href', `/sanchar/news/news-details?id=${kedarnath._id}`);
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('Temples');
    expect(card).toHaveTextContent('Breaking');
    expect(card).toHaveTextContent('PTI · 23 Nov 2026, 6:45 PM');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Showing 2 of 2 stories')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more news' })).not.toBeInTheDocument();
  });

  it('switches category tabs through the query string', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      [CATEGORIES]: { body: { status: true, results: [festivals, temples] } },
      [LIST]: listRoute([kedarnath, diwali]),
      [BREAKING]: { body: { status: true, result: [] } },
    });
    const { router } = renderWithProviders(<NewsPage />, { route: '/sanchar/news' });
    const tabs = await screen.findByRole('navigation', { name: 'News categories' });
    await within(tabs).findByRole('link', { name: 'Temples' });
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(tabs).getByRole('link', { name: 'Temples' }));
    expect(router.state.location.search).toBe(`?category=${temples._id}`);
    expect(within(tabs).getByRole('link', { name: 'Temples' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(cards()).toEqual([kedarnath.title]));
    const urls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((url) => url.includes('getNewsByCategory'));
    expect(urls.at(-1)).toContain(`categoryId=${temples._id}`);
    expect(urls[0]).not.toContain('categoryId');
  });

  it('opens on the tab named in the URL', async () => {
    fakeApi({
      [CATEGORIES]: { body: { status: true, results: [festivals, temples] } },
      [LIST]: listRoute([kedarnath, diwali]),
      [BREAKING]: { body: { status: true, result: [] } },
    });
    renderWithProviders(<NewsPage />, { route: `/sanchar/news?category=${festivals._id}` });
    await screen.findByRole('list', { name: 'News' });
    expect(cards()).toEqual([diwali.title]);
    expect(await screen.findByRole('link', { name: 'Festivals' })).toHaveAttribute('aria-current', 'true');
  });

  it('loads the next page with "Load more" until every story shows', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 14 }, (_, i) => newsSummary({ title: `Story ${i + 1}` }));
    fakeApi({
      [CATEGORIES]: { body: { status: true, results: [] } },
      [LIST]: listRoute(many),
      [BREAKING]: { body: { status: true, result: [] } },
    });
    renderWithProviders(<NewsPage />, { route: '/sanchar/news' });
    await screen.findByRole('list', { name: 'News' });
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 14 stories')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more news' }));
    await waitFor(() => expect(cards()).toHaveLength(14));
    expect(cards().at(-1)).toBe('Story 14');
    expect(screen.getByText('Showing 14 of 14 stories')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more news' })).not.toBeInTheDocument();
  });

  it('fails silently to the empty state and the All tab when nothing loads (SPEC §8)', async () => {
    const down = { status: 503, body: { status: false, success: false, message: 'Down' } };
    fakeApi({ [CATEGORIES]: down, [LIST]: down, [BREAKING]: down });
    renderWithProviders(<NewsPage />, { route: '/sanchar/news' });
    expect(await screen.findByText('No news here yet')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'News categories' });
    await waitFor(() => expect(within(tabs).getAllByRole('link')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Breaking' })).not.toBeInTheDocument();
  });

  it('offers all news when a category is empty', async () => {
    fakeApi({
      [CATEGORIES]: { body: { status: true, results: [festivals] } },
      [LIST]: listRoute([]),
      [BREAKING]: { body: { status: true, result: [] } },
    });
    renderWithProviders(<NewsPage />, { route: `/sanchar/news?category=${festivals._id}` });
    expect(await screen.findByText('There is no news in this category right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all news' })).toHaveAttribute('href', '/sanchar/news');
  });

  it('shows the breaking-news ticker above the list', async () => {
    fakeApi({
      [CATEGORIES]: { body: { status: true, results: [] } },
      [LIST]: listRoute([kedarnath]),
      [BREAKING]: { body: { status: true, result: [kedarnath] } },
    });
    renderWithProviders(<NewsPage />, { route: '/sanchar/news' });
    const ticker = await screen.findByRole('region', { name: 'Breaking' });
    expect(within(ticker).getByRole('link', { name: kedarnath.title })).toHaveAttribute(
      'href',
      `/sanchar/news/news-details?id=${kedarnath._id}`,
    );
  });

  it('reads in Hindi', async () => {
    await i18n.changeLanguage('hi');
    fakeApi({
      [CATEGORIES]: { body: { status: true, results: [festivals, temples] } },
      [LIST]: listRoute([diwali]),
      [BREAKING]: { body: { status: true, result: [] } },
    });
    renderWithProviders(<NewsPage />, { route: '/sanchar/news' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('समाचार');
    expect(await screen.findByRole('link', { name: 'मंदिर' })).toBeInTheDocument();
    expect(await screen.findByText(/22 नव॰ 2026, 6:30 AM/)).toBeInTheDocument();
  });
});
