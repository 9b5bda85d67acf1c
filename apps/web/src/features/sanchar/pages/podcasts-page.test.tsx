import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { podcast } from '@/test/factories';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { category, page, subCategory } from '../test/fixtures';
import PodcastsPage from './podcasts-page';

const CATEGORIES = 'GET /api/admin/getSeparateCategories';
const SUBS = 'GET /api/admin/getSubCategoryByCategoryId';
const EPISODES = 'GET /api/admin/getAudioBySubCategory';

const bhajan = category({ name: 'Bhajan', nameHi: 'भजन' });
const katha = category({ name: 'Katha', nameHi: 'कथा', slug: 'katha' });
const videosOnly = category({ name: 'Festival', podcastCount: 0 });
const krishna = subCategory(bhajan._id, { name: 'Krishna Bhajan' });
const shiva = subCategory(bhajan._id, { name: 'Shiva Bhajan', nameHi: 'शिव भजन' });
const noAudio = subCategory(bhajan._id, { name: 'Bhajan Videos', podcastCount: 0 });
const ramKatha = subCategory(katha._id, { name: 'Ram Katha' });

const episodes = (prefix: string, count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => podcast({ title: `${prefix} ${from + i}` }));

const query = (url: string) => new URL(url, 'http://localhost').searchParams;

function api(episodesFor: (subCategoryId: string, pageNumber: number) => FakeReply) {
  return fakeApi({
    [CATEGORIES]: { body: { status: true, results: [bhajan, videosOnly, katha] } },
    [SUBS]: (_body, url) => {
      const categoryId = query(url).get('categoryId');
      const results = categoryId === bhajan._id ? [krishna, noAudio, shiva] : [ramKatha];
      return { body: { status: true, category: categoryId === bhajan._id ? bhajan : katha, results } };
    },
    [EPISODES]: (_body, url) =>
      episodesFor(query(url).get('subCategoryId') ?? '', Number(query(url).get('page') ?? '1')),
  });
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Episodes' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('PodcastsPage (/sanchar/podcast)', () => {
  it('shows categories with episodes, the sub-category tabs and the first sub-category’s episodes', async () => {
    const fetchMock = api((sub) => ({ body: page(sub === krishna._id ? episodes('Krishna', 2) : [], 2) }));
    renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    expect(screen.getByTestId('podcasts-skeleton')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Episodes' });
    const chips = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Bhajan', 'Katha']);
    expect(chips[0]).toHaveAttribute('aria-current', 'true');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Krishna Bhajan', 'Shiva Bhajan']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Krishna Bhajan' })).toBeInTheDocument();

    expect(titles()).toEqual(['Krishna 1', 'Krishna 2']);
    const first = screen.getByRole('link', { name: 'Krishna 1' });
    expect(first).toHaveAttribute('href', expect.stringMatching(/^\/sanchar\/podcast\/podcast-data\?id=[0-9a-f]{24}$/));
    const row = first.closest('article')!;
    expect(row).toHaveTextContent('Pandit Raghav Sharma');
    expect(row).toHaveTextContent('3:05');
    expect(within(row).getByRole('button', { name: 'Play Krishna 1' })).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    const calls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(calls).toContain(`/api/admin/getSubCategoryByCategoryId?categoryId=${bhajan._id}`);
    expect(calls).toContain(`/api/admin/getAudioBySubCategory?subCategoryId=${krishna._id}&page=1&pageSize=12`);
  });

  it('loads the next page on Load more and stops when every episode is shown', async () => {
    api((_sub, pageNumber) => ({
      body: page(pageNumber === 1 ? episodes('Bhajan', 12) : episodes('Bhajan', 3, 13), 15, pageNumber),
    }));
    renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    const more = await screen.findByRole('button', { name: 'Load more' });
    expect(titles()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 12 of 15');

    await userEvent.click(more);
    await waitFor(() => expect(titles()).toHaveLength(15));
    expect(titles().at(-1)).toBe('Bhajan 15');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 15 of 15');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('keeps the episodes and offers Load more again when the next page fails', async () => {
    api((_sub, pageNumber) =>
      pageNumber === 1 ? { body: page(episodes('Bhajan', 12), 20) } : { status: 503, body: { message: 'Down' } },
    );
    renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(titles()).toHaveLength(12);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('switches sub-category with the tabs (arrow keys too) and category with the chips, in the URL', async () => {
    api((sub) => ({
      body: page(
        sub === krishna._id ? episodes('Krishna', 1) : sub === shiva._id ? episodes('Shiva', 2) : episodes('Ram', 1),
        2,
      ),
    }));
    const { router } = renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    await screen.findByText('Krishna 1');

    await userEvent.click(screen.getByRole('tab', { name: 'Shiva Bhajan' }));
    await waitFor(() => expect(titles()).toEqual(['Shiva 1', 'Shiva 2']));
    expect(router.state.location.search).toBe(`?category=${bhajan._id}&sub=${shiva._id}`);

    screen.getByRole('tab', { name: 'Shiva Bhajan' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(titles()).toEqual(['Krishna 1']));
    expect(screen.getByRole('tab', { name: 'Krishna Bhajan' })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Katha' }));
    await waitFor(() => expect(titles()).toEqual(['Ram 1']));
    expect(screen.getByRole('tab', { name: 'Ram Katha' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the category and sub-category named in the URL, in Hindi when chosen', async () => {
    api((sub) => ({ body: page(sub === shiva._id ? episodes('Shiva', 1) : episodes('Other', 1), 1) }));
    const { i18n } = await import('@/i18n');
    await i18n.changeLanguage('hi');
    renderWithProviders(<PodcastsPage />, { route: `/sanchar/podcast?category=${bhajan._id}&sub=${shiva._id}` });
    expect(await screen.findByText('Shiva 1')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'शिव भजन' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'भजन' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows the empty state when a sub-category has no episodes', async () => {
    api(() => ({ body: page([], 0) }));
    renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    expect(await screen.findByText('No episodes here yet')).toBeInTheDocument();
  });

  it('fails silently to the empty state when the categories cannot load (SPEC §8)', async () => {
    fakeApi({ [CATEGORIES]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    expect(await screen.findByText('No episodes here yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails silently to the empty state when the episodes cannot load (SPEC §8)', async () => {
    api(() => ({ status: 500, body: { status: false, success: false, message: 'Broken' } }));
    renderWithProviders(<PodcastsPage />, { route: '/sanchar/podcast' });
    expect(await screen.findByText('No episodes here yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
