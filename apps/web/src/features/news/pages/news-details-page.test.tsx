import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { newsDetails, newsPage, newsSummary } from '../test/fixtures';
import NewsDetailsPage from './news-details-page';

const LIST = 'GET /api/user/getNewsByCategory';

const story = newsDetails({
  title: 'Kedarnath doors close for winter',
  categoryName: 'Temples',
  source: 'PTI',
  isBreaking: true,
  publishedAt: '2026-11-22T01:00:00.000Z',
  summary: 'The doli of Baba Kedar leaves for Ukhimath.',
  body: 'The portals closed at 8:30 AM after the Bhai Dooj puja.\n\nThe deity will be worshipped at Omkareshwar temple, Ukhimath, through the winter.',
});
const DETAILS = `GET /api/user/news/${story._id}`;
const sibling = newsSummary({
  categoryId: story.categoryId,
  categoryName: 'Temples',
  title: 'Badrinath prepares for closing',
});

const route = (id: string) => `/sanchar/news/news-details?id=${id}`;

describe('NewsDetailsPage (/sanchar/news/news-details)', () => {
  it('shows the headline, category, source, India time, picture, body and more of its category', async () => {
    const fetchMock = fakeApi({
      [DETAILS]: { body: { status: true, data: story } },
      [LIST]: { body: newsPage([story, sibling], { pageSize: 4 }) },
    });
    renderWithProviders(<NewsDetailsPage />, { route: route(story._id) });
    expect(screen.getByTestId('news-details-skeleton')).toBeInTheDocument();

    const heading = await screen.findByRole('heading', { level: 1, name: story.title });
    const article = heading.closest('article')!;
    expect(within(article).getByRole('link', { name: 'Temples' })).toHaveAttribute(
      'href',
      `/sanchar/news?category=${story.categoryId}`,
    );
    expect(article).toHaveTextContent('Breaking');
    expect(article).toHaveTextContent('By PTI · 22 Nov 2026, 6:30 AM');
    expect(within(article).getByRole('img', { name: story.title })).toHaveAttribute('loading', 'eager');
    expect(within(article).getByText('The doli of Baba Kedar leaves for Ukhimath.')).toBeInTheDocument();
    expect(within(article).getByText('The portals closed at 8:30 AM after the Bhai Dooj puja.')).toBeInTheDocument();
    expect(
      within(article).getByText('The deity will be worshipped at Omkareshwar temple, Ukhimath, through the winter.'),
    ).toBeInTheDocument();
    expect(document.title).toBe(`${story.title} | Seva`);

    const related = await screen.findByRole('region', { name: 'More in Temples' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([sibling.title]);
    expect(within(related).getByRole('link', { name: sibling.title })).toHaveAttribute(
      'href',
      `/sanchar/news/news-details?id=${sibling._id}`,
    );
    const listUrl = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('getNewsByCategory'));
    expect(listUrl).toContain(`categoryId=${story.categoryId}`);
  });

  it('leaves out the related block when its category has nothing else or cannot load', async () => {
    fakeApi({
      [DETAILS]: { body: { status: true, data: story } },
      [LIST]: { status: 500, body: { status: false, success: false, message: 'Down' } },
    });
    renderWithProviders(<NewsDetailsPage />, { route: route(story._id) });
    await screen.findByRole('heading', { level: 1, name: story.title });
    expect(screen.queryByRole('region', { name: /More in/ })).not.toBeInTheDocument();
  });

  it('says the story is not found for an unknown id (404) or a malformed one', async () => {
    fakeApi({
      [`GET /api/user/news/${sibling._id}`]: {
        status: 404,
        body: { status: false, success: false, message: 'News not found.' },
      },
    });
    const { unmount } = renderWithProviders(<NewsDetailsPage />, { route: route(sibling._id) });
    expect(await screen.findByRole('heading', { level: 1, name: 'News story not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute('href', '/sanchar/news');
    unmount();

    renderWithProviders(<NewsDetailsPage />, { route: route('not-an-id') });
    expect(screen.getByRole('heading', { level: 1, name: 'News story not found' })).toBeInTheDocument();
  });

  it('offers a retry when the story cannot load', async () => {
    fakeApi({ [DETAILS]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<NewsDetailsPage />, { route: route(story._id) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This story could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('NewsDetailsPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('shows the story’s own Hindi: headline, category, source, summary, body and the related cards', async () => {
    const hindi = newsDetails({
      ...story,
      hi: {
        title: 'शीतकाल के लिए बंद हुए केदारनाथ के कपाट',
        categoryName: 'मंदिर',
        source: 'सेवा संवाददाता',
        summary: 'बाबा केदार की डोली ऊखीमठ रवाना।',
        body: 'भैयादूज की पूजा के बाद सुबह 8:30 बजे कपाट बंद हुए।\n\nशीतकाल में पूजा ऊखीमठ के ओंकारेश्वर मंदिर में होगी।',
      },
    });
    const hindiSibling = { ...sibling, hi: { title: 'बदरीनाथ में कपाट बंद होने की तैयारी' } };
    fakeApi({
      [DETAILS]: { body: { status: true, data: hindi } },
      [LIST]: { body: newsPage([hindi, hindiSibling], { pageSize: 4 }) },
    });
    await i18n.changeLanguage('hi');
    renderWithProviders(<NewsDetailsPage />, { route: route(story._id) });

    const heading = await screen.findByRole('heading', { level: 1, name: 'शीतकाल के लिए बंद हुए केदारनाथ के कपाट' });
    const article = heading.closest('article')!;
    expect(within(article).getByRole('link', { name: 'मंदिर' })).toBeInTheDocument();
    expect(article).toHaveTextContent('सेवा संवाददाता');
    expect(within(article).getByText('बाबा केदार की डोली ऊखीमठ रवाना।')).toBeInTheDocument();
    expect(within(article).getByText('शीतकाल में पूजा ऊखीमठ के ओंकारेश्वर मंदिर में होगी।')).toBeInTheDocument();
    const related = await screen.findByRole('link', { name: 'बदरीनाथ में कपाट बंद होने की तैयारी' });
    expect(related).toHaveAttribute('href', route(sibling._id));
  });
});
