import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminYatraBooking } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { formatCalendarDate } from '../../shared/format';
import { adminYatra, adminYatraBooking } from '../test/yatra-fixtures';
import YatraBookingsPage from './yatra-bookings-page';

beforeAll(() => loadNamespace('admin'));

const yatra = adminYatra();
const booking = adminYatraBooking();
const page = (results: AdminYatraBooking[], total = results.length) => ({
  body: { status: true, results, total, page: 1, pageSize: 20 },
});
const yatras = { body: { status: true, results: [yatra], total: 1, page: 1, pageSize: 100 } };
const bookingsUrls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/admin/yatra/bookings?'));

describe('YatraBookingsPage', () => {
  it('lists bookings, opens one with its travellers, and refunds it in full', async () => {
    const refunded = adminYatraBooking({
      status: 'refunded',
      refundAmount: 62_000,
      paymentStatus: 'refunded',
      refundStatus: 'processed',
    });
    const message = 'The booking is cancelled and ₹62,000 is refunded in full; 2 seats are free again.';
    fakeApi({
      'GET /api/admin/yatras': yatras,
      'GET /api/admin/yatra/bookings': [page([booking]), page([refunded])],
      [`PATCH /api/admin/yatra/bookings/${booking._id}/status`]: { body: { status: true, message, data: refunded } },
    });
    const user = userEvent.setup();
    renderWithProviders(<YatraBookingsPage />, { route: '/admin/yatra/bookings' });

    expect(await screen.findByText('1 booking')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Kashi, Ayodhya and Prayagraj/ });
    expect(within(row).getByText('₹62,000')).toBeInTheDocument();
    expect(within(row).getByText('Sunita Sharma')).toBeInTheDocument();
    expect(within(row).getByText('+1 more')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View SV-YT-26-000045' }));

    const dialog = screen.getByRole('dialog', { name: 'Booking SV-YT-26-000045' });
    expect(within(dialog).getByText('Ramesh Sharma')).toBeInTheDocument();
    expect(within(dialog).getByText('55 years, male · Passport')).toBeInTheDocument();
    expect(within(dialog).getByText('Double sharing')).toBeInTheDocument();
    expect(within(dialog).getByText('9876543210')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel & refund in full' }));
    await user.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      within(dialog).getByText('This booking is refunded; its status cannot change any more.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Refunded', { selector: 'dt' })).toBeInTheDocument();
  });

  it('filters by status, yatra and departure through the URL', async () => {
    const fetchMock = fakeApi({
      'GET /api/admin/yatras': yatras,
      'GET /api/admin/yatra/bookings': [page([booking]), page([booking]), page([booking]), page([])],
    });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<YatraBookingsPage />, { route: '/admin/yatra/bookings' });
    await screen.findByText('1 booking');
    const departure = screen.getByLabelText('Departure');
    expect(departure).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    await screen.findByRole('option', { name: yatra.name });
    await user.selectOptions(screen.getByLabelText('Yatra'), yatra._id);
    expect(departure).toBeEnabled();
    const first = yatra.departures[0];
    await user.selectOptions(departure, formatCalendarDate(first?.startDate ?? ''));
    expect(await screen.findByText('No bookings match')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?status=confirmed&yatraId=${yatra._id}&departureId=${first?._id}`);
    expect(bookingsUrls(fetchMock).at(-1)).toBe(
      `/api/admin/yatra/bookings?status=confirmed&yatraId=${yatra._id}&departureId=${first?._id}&page=1&pageSize=20`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says when there are no bookings yet', async () => {
    fakeApi({ 'GET /api/admin/yatras': yatras, 'GET /api/admin/yatra/bookings': page([]) });
    renderWithProviders(<YatraBookingsPage />, { route: '/admin/yatra/bookings' });
    expect(await screen.findByText('No yatra bookings yet')).toBeInTheDocument();
  });

  it('shows the server message when the list fails, and tries again', async () => {
    fakeApi({
      'GET /api/admin/yatras': yatras,
      'GET /api/admin/yatra/bookings': [
        { status: 502, body: { status: false, success: false, message: 'Database is busy.' } },
        page([booking]),
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<YatraBookingsPage />, { route: '/admin/yatra/bookings' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is busy.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sunita Sharma')).toBeInTheDocument();
  });
});
