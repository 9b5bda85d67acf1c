/** The home route composes the news feature's breaking-news ticker above the home page's hero. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import HomeRoute from './home';

const headline = {
  _id: '65f0a1b2c3d4e5f6a7b8c9d0',
  categoryId: '65f0a1b2c3d4e5f6a7b8c9d1',
  categoryName: 'Temples',
  title: 'Kedarnath doors close for winter',
  summary: '',
  image: null,
  source: 'PTI',
  isBreaking: true,
  publishedAt: '2026-11-22T01:00:00.000Z',
};

describe('home route', () => {
  it('shows the breaking-news ticker at the top, linking to the story', async () => {
    fakeApi({
      'GET /api/user/getBreakingNews': { body: { status: true, result: [headline] } },
      'GET /api/*': { body: { status: true, date: '', days: [], data: [], videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomeRoute />);
    const ticker = await screen.findByRole('region', { name: 'Breaking' });
    expect(within(ticker).getByRole('link', { name: headline.title })).toHaveAttribute(
      'href',
      `/sanchar/news/news-details?id=${headline._id}`,
    );
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(ticker.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the ticker out when there is no breaking news', async () => {
    fakeApi({
      'GET /api/user/getBreakingNews': { body: { status: true, result: [] } },
      'GET /api/*': { body: { status: true, date: '', days: [], data: [], videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'How it works' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('ticker-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Breaking' })).not.toBeInTheDocument();
  });
});
