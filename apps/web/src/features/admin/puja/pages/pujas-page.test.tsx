import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { paged } from '../../shared/test/api-answers';
import { adminPuja } from '../test/puja-fixtures';
import PujasPage from './pujas-page';

beforeAll(() => loadNamespace('admin'));

const rudrabhishek = adminPuja();
const gaya = adminPuja({
  name: 'Pind Daan at Gaya',
  kind: 'pitr',
  temple: 'Vishnupad Temple',
  city: 'Gaya Ji',
  state: 'Bihar',
  schedule: { fixedDates: ['2027-09-16'] },
  nextDate: null,
  active: false,
});

describe('PujasPage', () => {
  it('lists pujas and pitr rituals with kind, starting prices, next date and state', async () => {
    const fetchMock = fakeApi({ 'GET /api/admin/pujas': paged([rudrabhishek, gaya]) });
    renderWithProviders(<PujasPage />, { route: '/admin/pujas' });
    expect(await screen.findByText('2 pujas')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Rudrabhishek/ });
    expect(within(row).getByText('₹1,101 · $14.99')).toBeInTheDocument();
    expect(within(row).getByText(/^Mon, 4 Jan,? 2027$/)).toBeInTheDocument();
    const pitr = screen.getByRole('row', { name: /Pind Daan/ });
    expect(within(pitr).getByText('Pitr paksha')).toBeInTheDocument();
    expect(within(pitr).getByText('No date left')).toBeInTheDocument();
    expect(within(pitr).getByText('Hidden')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/pujas?page=1&pageSize=20');
  });

  it('filters by kind through the URL', async () => {
    const fetchMock = fakeApi({
      'GET /api/admin/pujas': (_body, url) => (url.includes('kind=pitr') ? paged([gaya]) : paged([rudrabhishek, gaya])),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujasPage />, { route: '/admin/pujas' });
    await screen.findByText('2 pujas');
    await user.selectOptions(screen.getByLabelText('Kind'), 'pitr');
    expect(await screen.findByText('1 puja')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=pitr');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/pujas?kind=pitr&page=1&pageSize=20');
  });

  it('marks pujas whose Hindi is incomplete and lists only them under "Hindi missing" (issue 21)', async () => {
    const untranslated = { ...gaya, hindiMissing: ['description', 'packages'] };
    const fetchMock = fakeApi({
      'GET /api/admin/pujas': (_body, url) =>
        url.includes('hindi=missing') ? paged([untranslated]) : paged([rudrabhishek, untranslated]),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujasPage />, { route: '/admin/pujas' });
    await screen.findByText('2 pujas');
    expect(within(screen.getByRole('row', { name: /Rudrabhishek/ })).queryByText('Hindi missing')).toBeNull();
    const row = screen.getByRole('row', { name: /Pind Daan/ });
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Description, Packages')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(await screen.findByText('1 puja')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/admin/pujas?hindi=missing&page=1&pageSize=20');
  });

  it('opens the editor with the puja’s packages and schedule', async () => {
    fakeApi({ 'GET /api/admin/pujas': paged([rudrabhishek]) });
    const user = userEvent.setup();
    renderWithProviders(<PujasPage />, { route: '/admin/pujas' });
    await user.click(await screen.findByRole('button', { name: `Edit ${rudrabhishek.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${rudrabhishek.name}` });
    expect(within(dialog).getByLabelText('Temple')).toHaveValue('Shri Kashi Vishwanath Temple');
    expect(
      within(dialog)
        .getAllByLabelText('Package name')
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Individual', 'Family (up to 6)']);
    expect(within(dialog).getByLabelText('Weekday')).toHaveDisplayValue('Monday');
  });

  it('says when there are no pujas yet, and offers to create one', async () => {
    fakeApi({ 'GET /api/admin/pujas': paged([]) });
    const user = userEvent.setup();
    renderWithProviders(<PujasPage />, { route: '/admin/pujas' });
    expect(await screen.findByText('No pujas yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New puja' }));
    expect(screen.getByRole('dialog', { name: 'New puja' })).toBeInTheDocument();
  });
});
