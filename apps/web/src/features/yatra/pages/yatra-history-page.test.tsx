import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { CUSTOMER_ID } from '@/test/factories';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { yatraBooking } from '../test/fixtures';
import YatraHistoryPage from './yatra-history-page';

const HISTORY = '/api/user/yatraOrderHistory';
const CANCEL = '/api/user/cancelYatraBooking';

const older = yatraBooking({
  yatraName: 'Mata Vaishno Devi Yatra from Jammu',
  startCity: 'Jammu',
  startDate: '2026-10-10',
  endDate: '2026-10-13',
  occupancy: 'triple',
  travellers: [{ name: 'Asha Verma', age: 42, gender: 'female', idProofType: 'aadhaar' }],
  totalPrice: 7450,
  status: 'completed',
  cancelRefundAmount: null,
  createdAt: '2026-09-01T10:00:00.000Z',
});
const newest = yatraBooking({ createdAt: '2026-11-01T10:00:00.000Z', paymentMethod: 'upi' });
const cancelled = yatraBooking({
  yatraName: 'Dwarka and Somnath Yatra',
  startCity: 'Rajkot',
  status: 'cancelled',
  refundAmount: 83700,
  cancelRefundAmount: null,
  createdAt: '2026-10-01T10:00:00.000Z',
});

const render = () =>
  renderWithProviders(<YatraHistoryPage />, {
    route: '/history/yatra-history',
    session: fakeSession({ customer: testCustomer }),
  });

describe('YatraHistoryPage (/history/yatra-history)', () => {
  it('lists bookings newest first with dates, room sharing, travellers, amount, status and refunds', async () => {
    const fetchMock = fakeApi({
      [`POST ${HISTORY}`]: { body: { status: true, history: [older, newest, cancelled] } },
    });
    render();
    expect(screen.getByTestId('bookings-skeleton')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Char Dham Yatra by Road from Haridwar',
      'Dwarka and Somnath Yatra',
      'Mata Vaishno Devi Yatra from Jammu',
    ]);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(`Booking ${newest.reference}`);
    expect(first).toHaveTextContent('Booked on 1 Nov 2026');
    expect(first).toHaveTextContent('Sat, 15 May 2027 – Wed, 26 May 2027');
    expect(first).toHaveTextContent('Starts fromHaridwar');
    expect(first).toHaveTextContent('Double sharing');
    expect(first).toHaveTextContent('Asha Verma (42), Ravi Verma (45)');
    expect(first).toHaveTextContent('Amount paid₹93,000');
    expect(first).toHaveTextContent('Confirmed');
    expect(first).not.toHaveTextContent('Refunded');
    expect(within(first).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();

    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('Refunded₹83,700');
    // Only its GST invoice is left to download (issue 23).
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download invoice']);

    expect(third).toHaveTextContent('Completed');
    expect(third).toHaveTextContent('Triple sharing');
    expect(within(third).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();

    expect(bodiesOf(fetchMock, HISTORY)).toEqual([{ customerId: CUSTOMER_ID }]);
  });

  it('cancels after saying what the policy refunds, then shows the refreshed booking', async () => {
    const after = { ...newest, status: 'cancelled' as const, refundAmount: 83700, cancelRefundAmount: null };
    const fetchMock = fakeApi({
      [`POST ${HISTORY}`]: [
        { body: { status: true, history: [newest] } },
        { body: { status: true, history: [after] } },
      ],
      [`POST ${CANCEL}`]: {
        body: { status: true, message: 'Your booking is cancelled. ₹83,700 will be refunded.', data: after },
      },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      'Under the cancellation policy, ₹83,700 of the ₹93,000 you paid will be refunded.',
    );
    // Whatever was used to pay (issue 20: it said "to your card" to someone who paid by UPI), and when.
    expect(within(dialog).getByTestId('refund-note')).toHaveTextContent(
      'The refund goes back to your UPI account, usually within 2–7 working days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    expect(await screen.findByText('Your booking is cancelled. ₹83,700 will be refunded.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, CANCEL)).toEqual([{ bookingId: newest._id }]);
    await waitFor(() => expect(screen.getByRole('article')).toHaveTextContent('Cancelled'));
    expect(screen.getByRole('article')).toHaveTextContent('Refunded₹83,700');
    expect(within(screen.getByRole('article')).getByTestId('refund-note')).toHaveTextContent('your UPI account');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('keeps the booking when the customer says no', async () => {
    const fetchMock = fakeApi({ [`POST ${HISTORY}`]: { body: { status: true, history: [newest] } } });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, CANCEL)).toHaveLength(0);
  });

  it('says nothing will be refunded this close to departure', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { body: { status: true, history: [{ ...newest, cancelRefundAmount: 0 }] } } });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'It is too close to departure: under the cancellation policy, nothing of the ₹93,000 you paid will be refunded.',
    );
  });

  it('toasts the server message when the cancellation is refused', async () => {
    const message = 'This booking can no longer be cancelled.';
    fakeApi({
      [`POST ${HISTORY}`]: { body: { status: true, history: [newest] } },
      [`POST ${CANCEL}`]: { status: 409, body: { status: false, success: false, message } },
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });

  it('shows the empty state with a way to the yatras, also when the history cannot load (SPEC §8)', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByText('No yatra bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See yatras' })).toHaveAttribute('href', '/yatra');
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});

describe('YatraHistoryPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names each booking’s yatra and start city in the Hindi copied at booking, English where there was none', async () => {
    const hindi = yatraBooking({ hi: { yatraName: 'हरिद्वार से सड़क मार्ग द्वारा चार धाम यात्रा', startCity: 'हरिद्वार' } });
    fakeApi({ [`POST ${HISTORY}`]: { body: { status: true, history: [hindi, cancelled] } } });
    await i18n.changeLanguage('hi');
    render();
    const card = (await screen.findByRole('heading', { name: hindi.hi.yatraName })).closest('article');
    expect(card).toHaveTextContent('हरिद्वार');
    expect(screen.getByRole('heading', { name: cancelled.yatraName })).toBeInTheDocument();
  });
});
