import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { yatraSummary } from '../test/fixtures';
import YatrasPage from './yatras-page';

const LIST = 'GET /api/app/customer/get_all_yatra';

const charDham = yatraSummary();
const vaishnoDevi = yatraSummary({
  name: 'Mata Vaishno Devi Yatra from Jammu',
  region: 'Jammu & Kashmir',
  startCity: 'Jammu',
  endCity: 'Jammu',
  days: 4,
  nights: 3,
  startingPrice: 7450,
  nextDeparture: '2027-02-06',
  seatsLeft: 4,
});
const puri = yatraSummary({ name: 'Puri Jagannath Yatra', nextDeparture: null, seatsLeft: 0 });

const names = () =>
  within(screen.getByRole('list', { name: 'Yatras' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('YatrasPage (/yatra)', () => {
  it('shows a card per yatra with region, length, start city, price, next departure and seats left', async () => {
    fakeApi({ [LIST]: { body: { status: true, data: [charDham, vaishnoDevi, puri] } } });
    renderWithProviders(<YatrasPage />, { route: '/yatra' });
    expect(screen.getByTestId('yatras-skeleton')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Yatras' });
    expect(names()).toEqual([charDham.name, vaishnoDevi.name, puri.name]);
    const link = screen.getByRole('link', { name: charDham.name });
    expect(link).toHaveAttribute('href', `/yatra/yatra-details?id=${charDham._id}`);
    const card = link.closest('article')!;
    expect(card).toHaveTextContent('11N/12D');
    expect(within(card).getByTitle('11 nights, 12 days')).toBeInTheDocument();
    expect(card).toHaveTextContent('Garhwal Himalaya, Uttarakhand');
    expect(card).toHaveTextContent('Starts from Haridwar');
    expect(card).toHaveTextContent('From ₹42,900 per person');
    expect(card).toHaveTextContent('Next departure: Sat, 15 May 2027');
    expect(card).toHaveTextContent('12 seats left');
    expect(card).not.toHaveTextContent('Few seats left');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(card.querySelector('img')).toHaveAttribute('fetchpriority', 'high');

    const few = screen.getByRole('link', { name: vaishnoDevi.name }).closest('article')!;
    expect(few.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(few).toHaveTextContent('3N/4D');
    expect(few).toHaveTextContent('4 seats left');
    expect(few).toHaveTextContent('Few seats left');

    const none = screen.getByRole('link', { name: puri.name }).closest('article')!;
    expect(none).toHaveTextContent('No departures open for booking');
    expect(none).not.toHaveTextContent('seats left');
  });

  it('says so when there is no yatra', async () => {
    fakeApi({ [LIST]: { body: { status: true, data: [] } } });
    renderWithProviders(<YatrasPage />, { route: '/yatra' });
    expect(await screen.findByText('No yatras open for booking right now')).toBeInTheDocument();
  });

  it('fails silently to the empty state when the list cannot load (SPEC §8)', async () => {
    fakeApi({ [LIST]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    renderWithProviders(<YatrasPage />, { route: '/yatra' });
    expect(await screen.findByText('No yatras open for booking right now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
