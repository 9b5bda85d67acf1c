import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminYatra } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { formatCalendarDate } from '../../shared/format';
import { adminYatra } from '../test/yatra-fixtures';
import YatrasPage from './yatras-page';

beforeAll(() => loadNamespace('admin'));

const yatra = adminYatra();
const page = (results: AdminYatra[], total = results.length) => ({
  body: { status: true, results, total, page: 1, pageSize: 20 },
});

describe('YatrasPage', () => {
  it('lists yatras with their route, lowest price and next departure, and opens the departures', async () => {
    fakeApi({
      'GET /api/admin/yatras': page([
        yatra,
        adminYatra({ _id: 'b'.repeat(24), name: 'Char Dham', active: false, departures: [] }),
      ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<YatrasPage />, { route: '/admin/yatras' });

    expect(await screen.findByText('2 yatras')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Kashi, Ayodhya and Prayagraj/ });
    expect(within(row).getByText('Varanasi → Lucknow')).toBeInTheDocument();
    expect(within(row).getByText('6 days, 5 nights')).toBeInTheDocument();
    expect(within(row).getByText('₹29,000')).toBeInTheDocument();
    const [next] = yatra.departures;
    expect(within(row).getByText(`Next ${formatCalendarDate(next?.startDate ?? '')}, 14 left`)).toBeInTheDocument();
    const hidden = screen.getByRole('row', { name: /Char Dham/ });
    expect(within(hidden).getByText('No dates ahead: customers cannot book')).toBeInTheDocument();
    expect(within(hidden).getByText('Hidden')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: `Departures of ${yatra.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Departures of ${yatra.name}` });
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    expect(within(dialog).getByRole('link', { name: '3 bookings' })).toBeInTheDocument();
  });

  it('creates a yatra and goes on to its departures', async () => {
    const created = adminYatra({ _id: 'c'.repeat(24), name: 'Haridwar', days: 1, nights: 0, departures: [] });
    const fetchMock = fakeApi({
      'GET /api/admin/yatras': [page([]), page([created])],
      'POST /api/admin/yatras': { status: 201, body: { status: true, message: 'Yatra created.', data: created } },
    });
    const user = userEvent.setup();
    renderWithProviders(<YatrasPage />, { route: '/admin/yatras' });
    expect(await screen.findByText('No yatras yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New yatra' }));
    const form = screen.getByRole('dialog', { name: 'New yatra' });
    for (const [label, value] of [
      ['Name', 'Haridwar'],
      ['Region', 'Uttarakhand'],
      ['Starts in', 'Haridwar'],
      ['Ends in', 'Haridwar'],
    ] as const)
      await user.type(within(form).getByLabelText(label), value);
    for (const [label, value] of [
      ['Days', '1'],
      ['Nights', '0'],
    ] as const) {
      await user.clear(within(form).getByLabelText(label));
      await user.type(within(form).getByLabelText(label), value);
    }
    await user.click(within(form).getByRole('button', { name: 'Remove row 2' }));
    const day = within(form).getByRole('group', { name: 'Day 1 of the itinerary' });
    await user.type(within(day).getByLabelText('Title'), 'Har Ki Pauri');
    await user.type(within(day).getByLabelText('Overnight at'), 'Tour ends');
    await user.type(within(day).getByLabelText('What happens'), 'Ganga aarti at dusk.');
    const prices = within(form).getByRole('group', { name: 'Price per traveller (₹, GST included)' });
    for (const input of within(prices).getAllByRole('spinbutton')) await user.type(input, '5000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Yatra created.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Departures of Haridwar' })).toBeInTheDocument();
    expect(screen.getByText(/No departures yet/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New yatra' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/admin/yatras' && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('filters by state through the URL', async () => {
    const fetchMock = fakeApi({ 'GET /api/admin/yatras': [page([yatra]), page([])] });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<YatrasPage />, { route: '/admin/yatras' });
    await screen.findByText('1 yatra');
    await user.selectOptions(screen.getByLabelText('State'), 'false');
    expect(await screen.findByText('No yatras match')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?active=false');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/admin/yatras?active=false&page=1&pageSize=20');
  });

  it('marks yatras whose Hindi is incomplete and lists only them under "Hindi missing" (issue 21)', async () => {
    const untranslated = adminYatra({ _id: 'b'.repeat(24), name: 'Char Dham', hindiMissing: ['region', 'itinerary'] });
    const fetchMock = fakeApi({
      'GET /api/admin/yatras': (_body, url) =>
        url.includes('hindi=missing') ? page([untranslated]) : page([yatra, untranslated]),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<YatrasPage />, { route: '/admin/yatras' });
    await screen.findByText('2 yatras');
    expect(within(screen.getByRole('row', { name: /Kashi/ })).queryByText('Hindi missing')).toBeNull();
    const row = screen.getByRole('row', { name: /Char Dham/ });
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Region, Itinerary, day by day')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(await screen.findByText('1 yatra')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/yatras?hindi=missing&page=1&pageSize=20');
  });
});
