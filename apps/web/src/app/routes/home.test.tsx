/**
 * The home route composes the news feature's breaking-news ticker above the home page's heading,
 * and the upcoming pujas and yatras strips from those features' lists.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { pujaSummary } from '@/features/puja/test/fixtures';
import { yatraSummary } from '@/features/yatra/test/fixtures';
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
  hi: {},
};

describe('home route', () => {
  it('shows the breaking-news ticker at the top, linking to the story', async () => {
    fakeApi({
      'GET /api/user/getBreakingNews': { body: { status: true, result: [headline] } },
      'GET /api/panchang/today': { status: 503, body: { status: false, message: 'Try again' } },
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
      'GET /api/panchang/today': { status: 503, body: { status: false, message: 'Try again' } },
      'GET /api/*': { body: { status: true, date: '', days: [], data: [], videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'How it works' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('ticker-placeholder')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Breaking' })).not.toBeInTheDocument();
  });

  it('shows upcoming pujas soonest first with their temple and date, and yatras with their next departure', async () => {
    const later = pujaSummary({
      name: 'Satyanarayan Katha',
      temple: 'ISKCON',
      location: 'Delhi',
      nextDate: '2026-12-12',
    });
    const sooner = pujaSummary({ nextDate: '2026-11-30' });
    const unscheduled = pujaSummary({ name: 'Kaal Sarp Dosh Puja', nextDate: null });
    const charDham = yatraSummary({ nextDeparture: '2027-05-02' });
    const full = yatraSummary({ name: 'Amarnath Yatra', nextDeparture: null });
    fakeApi({
      'GET /api/user/getBreakingNews': { body: { status: true, result: [] } },
      'GET /api/e-commerce/get_puja': { body: { status: true, data: [later, unscheduled, sooner] } },
      'GET /api/app/customer/get_all_yatra': { body: { status: true, data: [full, charDham] } },
      'GET /api/panchang/today': { status: 503, body: { status: false, message: 'Try again' } },
      'GET /api/*': { body: { status: true, date: '', days: [], data: [], videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomeRoute />);
    expect(screen.getByTestId('home-pujas-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('home-yatras-skeleton')).toBeInTheDocument();

    const pujas = await screen.findByRole('list', { name: 'Upcoming pujas' });
    const cards = within(pujas).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/puja/puja-details?id=${sooner._id}`,
      `/puja/puja-details?id=${later._id}`,
    ]);
    expect(cards[0]).toHaveAccessibleName('Rudrabhishek');
    expect(cards[0]).toHaveAccessibleDescription(
      'Kashi Vishwanath Temple, Varanasi, Uttar Pradesh Next: Mon, 30 Nov 2026',
    );
    expect(screen.queryByText('Kaal Sarp Dosh Puja')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All pujas' })).toHaveAttribute('href', '/puja');

    const yatras = await screen.findByRole('list', { name: 'Yatras' });
    const yatraCards = within(yatras).getAllByRole('link');
    expect(yatraCards).toHaveLength(1);
    expect(yatraCards[0]).toHaveAttribute('href', `/yatra/yatra-details?id=${charDham._id}`);
    expect(yatraCards[0]).toHaveTextContent('Departs Sun, 2 May 2027');
  });

  it('says so when no puja date or departure is open', async () => {
    fakeApi({
      'GET /api/user/getBreakingNews': { body: { status: true, result: [] } },
      'GET /api/e-commerce/get_puja': { body: { status: true, data: [pujaSummary({ nextDate: null })] } },
      'GET /api/app/customer/get_all_yatra': { body: { status: true, data: [] } },
      'GET /api/panchang/today': { status: 503, body: { status: false, message: 'Try again' } },
      'GET /api/*': { body: { status: true, date: '', days: [], data: [], videos: [], podcasts: [] } },
    });
    renderWithProviders(<HomeRoute />);
    expect(await screen.findByTestId('home-pujas-empty')).toHaveTextContent('No puja dates are scheduled just now.');
    expect(await screen.findByTestId('home-yatras-empty')).toHaveTextContent('No departures are open just now.');
  });
});
