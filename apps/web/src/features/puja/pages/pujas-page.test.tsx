import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { pujaSummary } from '../test/fixtures';
import PujasPage from './pujas-page';

const rudrabhishek = pujaSummary({
  name: 'Rudrabhishek',
  startingPrice: 1100,
  hi: { name: 'रुद्राभिषेक', deity: 'भगवान शिव', temple: 'काशी विश्वनाथ मंदिर', location: 'वाराणसी, उत्तर प्रदेश' },
});
const satyanarayan = pujaSummary({
  name: 'Satyanarayan Katha',
  deity: 'Lord Vishnu',
  temple: 'ISKCON Temple',
  location: 'Vrindavan, Uttar Pradesh',
  nextDate: '2026-12-07',
  startingPrice: 1251,
  hi: { name: 'सत्यनारायण कथा', deity: 'भगवान विष्णु', temple: 'इस्कॉन मंदिर', location: 'वृंदावन, उत्तर प्रदेश' },
});
const tarpan = pujaSummary({
  name: 'Pitr Tarpan',
  kind: 'pitr',
  deity: 'Ancestors',
  temple: 'Vishnupad Temple',
  location: 'Gaya, Bihar',
  nextDate: null,
  startingPrice: 2100,
});

const listApi = (data: unknown[] = [rudrabhishek, satyanarayan, tarpan]) =>
  fakeApi({ 'GET /api/e-commerce/get_puja': { body: { status: true, data } } });

const names = () =>
  within(screen.getByRole('list', { name: 'Pujas' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('PujasPage (/puja)', () => {
  it('searches name, deity, temple and place in English or Hindi, keeping the search as the kind changes', async () => {
    listApi();
    const user = userEvent.setup();
    renderWithProviders(<PujasPage />, { route: '/puja' });
    const search = await screen.findByRole('searchbox', { name: 'Search pujas' });
    await user.type(search, 'विष्णु{Enter}');
    expect(names()).toEqual(['Satyanarayan Katha']);
    await user.clear(search);
    await user.type(search, 'kashi shiva{Enter}');
    expect(names()).toEqual(['Rudrabhishek']);
    const pujasChip = within(screen.getByRole('navigation', { name: 'Kind of puja' })).getByRole('link', {
      name: 'Pujas',
    });
    expect(pujasChip).toHaveAttribute('href', '/puja?kind=puja&q=kashi+shiva');

    await user.clear(search);
    await user.type(search, 'kedarnath{Enter}');
    expect(await screen.findByText(/No puja matches “kedarnath”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all pujas' })).toHaveAttribute('href', '/puja');
  });

  it('in Hindi finds a puja typed in Latin letters too, and shows it in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      listApi();
      renderWithProviders(<PujasPage />, { route: '/puja?q=rudra' });
      const grid = await screen.findByRole('list', { name: 'पूजाएँ' });
      expect(
        within(grid)
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['रुद्राभिषेक']);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a card per puja with deity, temple, place, next date and the starting price', async () => {
    listApi();
    renderWithProviders(<PujasPage />, { route: '/puja' });
    expect(screen.getByTestId('pujas-skeleton')).toBeInTheDocument();

    await screen.findByRole('list', { name: 'Pujas' });
    expect(names()).toEqual(['Rudrabhishek', 'Satyanarayan Katha', 'Pitr Tarpan']);
    const card = screen.getByRole('link', { name: 'Rudrabhishek' }).closest('article')!;
    expect(screen.getByRole('link', { name: 'Rudrabhishek' })).toHaveAttribute(
      'href',
      `/puja/puja-details?id=${rudrabhishek._id}`,
    );
    expect(card).toHaveTextContent('Deity: Lord Shiva');
    expect(card).toHaveTextContent('Kashi Vishwanath Temple, Varanasi, Uttar Pradesh');
    expect(card).toHaveTextContent('Next: Mon, 30 Nov 2026');
    expect(card).toHaveTextContent('From ₹1,100');
    expect(card).toHaveTextContent('$15.00 outside India');
    // The first card's picture is the page's largest paint on a phone: fetched at once, first.
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');

    const pitr = screen.getByRole('link', { name: 'Pitr Tarpan' }).closest('article')!;
    expect(pitr.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(pitr.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(pitr).toHaveTextContent('Pitr Paksha');
    expect(pitr).toHaveTextContent('Dates to be announced');
    expect(pitr).toHaveTextContent('From ₹2,100');

    const chips = within(screen.getByRole('navigation', { name: 'Kind of puja' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Pujas', 'Pitr Paksha']);
    expect(chips[0]).toHaveAttribute('aria-current', 'true');
  });

  it('filters by kind through ?kind= in the URL', async () => {
    const fetchMock = listApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujasPage />, { route: '/puja?kind=pitr' });

    await screen.findByRole('list', { name: 'Pujas' });
    expect(names()).toEqual(['Pitr Tarpan']);
    expect(screen.getByRole('link', { name: 'Pitr Paksha' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('link', { name: 'Pujas' }));
    expect(router.state.location.search).toBe('?kind=puja');
    expect(names()).toEqual(['Rudrabhishek', 'Satyanarayan Katha']);
    expect(screen.getByRole('link', { name: 'Pujas' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('link', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(names()).toHaveLength(3);
    // One load serves every filter.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats an unknown kind as All', async () => {
    listApi();
    renderWithProviders(<PujasPage />, { route: '/puja?kind=yatra' });
    await screen.findByRole('list', { name: 'Pujas' });
    expect(names()).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'true');
  });

  it('offers all pujas when a kind has none', async () => {
    listApi([rudrabhishek]);
    renderWithProviders(<PujasPage />, { route: '/puja?kind=pitr' });
    expect(await screen.findByText('No pujas to book right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all pujas' })).toHaveAttribute('href', '/puja');
  });

  it('falls back silently to the empty list when the list cannot load (SPEC §8)', async () => {
    fakeApi({
      'GET /api/e-commerce/get_puja': { status: 503, body: { status: false, success: false, message: 'Down' } },
    });
    renderWithProviders(<PujasPage />, { route: '/puja' });
    expect(await screen.findByText('No pujas to book right now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});
