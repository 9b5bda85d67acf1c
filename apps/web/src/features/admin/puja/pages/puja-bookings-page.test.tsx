import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { paged } from '../../shared/test/api-answers';
import { adminPitrBooking, adminPuja, adminPujaBooking } from '../test/puja-fixtures';
import PitrBookingsPage from './pitr-bookings-page';
import PujaBookingsPage from './puja-bookings-page';

beforeAll(() => loadNamespace('admin'));

const puja = adminPuja({ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa' });
const booking = adminPujaBooking({ status: 'performed' });

describe('PujaBookingsPage', () => {
  it('lists bookings, opens one, and sends the sankalp video; the dialog shows the new state', async () => {
    const sent = { ...booking, status: 'video_sent' as const, proofVideoUrl: 'https://youtu.be/meera' };
    const fetchMock = fakeApi({
      'GET /api/admin/puja/bookings': [paged([booking]), paged([sent])],
      'GET /api/admin/pujas': paged([puja]),
      [`PATCH /api/admin/puja/bookings/${booking._id}/status`]: {
        body: { status: true, message: 'The booking is marked video sent.', data: sent },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PujaBookingsPage />, { route: '/admin/puja/bookings' });

    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Meera Iyer/ });
    expect(within(row).getByText('₹1,101')).toBeInTheDocument();
    expect(within(row).getByText('Performed')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View SV-PJ-26-004821' }));

    const dialog = screen.getByRole('dialog', { name: 'Booking SV-PJ-26-004821' });
    expect(within(dialog).getByText('Kashyap')).toBeInTheDocument();
    expect(within(dialog).getByText('pay_abc')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Sankalp video link'), 'https://youtu.be/meera');
    await user.click(within(dialog).getByRole('button', { name: 'Send video' }));
    expect(await screen.findByText('The booking is marked video sent.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `/api/admin/puja/bookings/${booking._id}/status`)).toEqual([
      { status: 'video_sent', proofVideoUrl: 'https://youtu.be/meera' },
    ]);
    expect(await within(dialog).findByRole('link', { name: 'https://youtu.be/meera' })).toHaveAttribute(
      'href',
      'https://youtu.be/meera',
    );
    expect(within(dialog).getByRole('button', { name: 'Mark prasad shipped' })).toBeInTheDocument();
  });

  it('filters by status and puja through the URL', async () => {
    const fetchMock = fakeApi({
      'GET /api/admin/puja/bookings': (_body, url) => (url.includes('status=') ? paged([]) : paged([booking])),
      'GET /api/admin/pujas': paged([puja]),
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<PujaBookingsPage />, { route: '/admin/puja/bookings' });
    await screen.findByText('1 booking');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/pujas?kind=puja&page=1&pageSize=100',
    );
    await user.selectOptions(await screen.findByLabelText('Puja'), puja.name);
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    expect(await screen.findByText('No bookings match')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?pujaId=${puja._id}&status=completed`);
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      `/api/admin/puja/bookings?status=completed&pujaId=${puja._id}&page=1&pageSize=20`,
    );
  });

  it('shows the server message when the list fails, and tries again', async () => {
    fakeApi({
      'GET /api/admin/puja/bookings': [
        { status: 502, body: { status: false, success: false, message: 'Database is busy.' } },
        paged([booking]),
      ],
      'GET /api/admin/pujas': paged([]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PujaBookingsPage />, { route: '/admin/puja/bookings' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
  });
});

describe('PitrBookingsPage', () => {
  it('lists pitr bookings with the family’s name, mobile and country, and never offers prasad', async () => {
    const pitr = adminPitrBooking();
    fakeApi({
      'GET /api/admin/pitr/bookings': paged([pitr]),
      'GET /api/admin/pujas': paged([]),
    });
    const user = userEvent.setup();
    renderWithProviders(<PitrBookingsPage />, { route: '/admin/pitr/bookings' });
    expect(await screen.findByRole('heading', { name: 'Pitr paksha bookings' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Ramesh Sharma/ });
    expect(within(row).getByText('+14155550123 · United States')).toBeInTheDocument();
    expect(within(row).getByText('$88.99')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveTextContent('Video sent');
    expect(screen.getByLabelText('Status')).not.toHaveTextContent('Prasad shipped');
    await user.click(within(row).getByRole('button', { name: 'View SV-PT-26-000318' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking SV-PT-26-000318' });
    expect(within(dialog).getByText('PAYPAL-ORDER-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Late Shri Mohan Lal Sharma')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('group', { name: 'Change status' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as performed', 'Cancel and refund']);
  });

  it('sends the sankalp video of a performed pitr booking; the dialog shows the link', async () => {
    const performed = adminPitrBooking({ status: 'performed' });
    const sent = { ...performed, status: 'video_sent' as const, proofVideoUrl: 'https://youtu.be/ramesh' };
    const fetchMock = fakeApi({
      'GET /api/admin/pitr/bookings': [paged([performed]), paged([sent])],
      'GET /api/admin/pujas': paged([]),
      [`PATCH /api/admin/pitr/bookings/${performed._id}/status`]: {
        body: { status: true, message: 'The booking is marked video sent.', data: sent },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PitrBookingsPage />, { route: '/admin/pitr/bookings' });
    const row = await screen.findByRole('row', { name: /Ramesh Sharma/ });
    await user.click(within(row).getByRole('button', { name: 'View SV-PT-26-000318' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking SV-PT-26-000318' });
    await user.type(within(dialog).getByLabelText('Sankalp video link'), 'https://youtu.be/ramesh');
    await user.click(within(dialog).getByRole('button', { name: 'Send video' }));
    expect(await screen.findByText('The booking is marked video sent.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `/api/admin/pitr/bookings/${performed._id}/status`)).toEqual([
      { status: 'video_sent', proofVideoUrl: 'https://youtu.be/ramesh' },
    ]);
    const link = await within(dialog).findByRole('link', { name: 'https://youtu.be/ramesh' });
    expect(link).toHaveAttribute('href', 'https://youtu.be/ramesh');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('button', { name: 'Mark as completed' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark prasad shipped' })).not.toBeInTheDocument();
  });
});
