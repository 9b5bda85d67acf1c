import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ID } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { pitrBooking } from '../test/fixtures';
import PitrHistoryPage from './pitr-history-page';

const HISTORY = `/api/app/customer/get_book_pitra_puja/${CUSTOMER_ID}`;

const fromIndia = pitrBooking({
  ritualName: 'Pind Daan at Vishnupad, Gaya Ji',
  place: 'Vishnupad Temple, Gaya Ji, Bihar',
  packageName: 'Family (up to 6 names)',
  amount: 21000,
  currency: 'INR',
  paymentId: 'pay_Z9y8X7w6V5u4T3',
  status: 'completed',
  createdAt: '2026-09-01T10:00:00.000Z',
});
const fromAbroad = pitrBooking({
  ritualName: 'Pind Daan and Tarpan at Kushavarta Ghat, Haridwar',
  place: 'Kushavarta Ghat, Haridwar, Uttarakhand',
  packageName: 'One ancestral line',
  date: '2027-09-18',
  country: 'United States',
  mobile: '+14155550123',
  amount: 38.99,
  currency: 'USD',
  paymentId: 'CAPTURE-7H2K9',
  razorpayOrderId: null,
  paypalOrderId: 'PAYPAL-ORDER-1',
  status: 'confirmed',
  createdAt: '2026-09-12T08:30:00.000Z',
});
const oldest = pitrBooking({
  ritualName: 'Tripindi Shraddh at Pishach Mochan, Varanasi',
  status: 'refunded',
  createdAt: '2025-09-20T10:00:00.000Z',
});

const render = () =>
  renderWithProviders(<PitrHistoryPage />, {
    route: '/history/pitr-paksha-history',
    session: fakeSession({ customer: testCustomer }),
  });

describe('PitrHistoryPage (/history/pitr-paksha-history)', () => {
  it('lists bookings newest first with place, date, package, country, amount in its currency, payment id and status', async () => {
    const fetchMock = fakeApi({
      [`GET ${HISTORY}`]: { body: { status: true, data: [fromIndia, oldest, fromAbroad] } },
    });
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Pitr Paksha History' })).toBeInTheDocument();
    expect(screen.getByTestId('pitr-bookings-skeleton')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Pind Daan and Tarpan at Kushavarta Ghat, Haridwar',
      'Pind Daan at Vishnupad, Gaya Ji',
      'Tripindi Shraddh at Pishach Mochan, Varanasi',
    ]);
    const [abroad, india, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(abroad).toHaveTextContent(`Booking ${fromAbroad.reference}`);
    expect(abroad).toHaveTextContent('Booked on 12 Sept 2026');
    expect(abroad).toHaveTextContent('Kushavarta Ghat, Haridwar, Uttarakhand');
    expect(abroad).toHaveTextContent('Sat, 18 Sept 2027');
    expect(abroad).toHaveTextContent('One ancestral line');
    expect(abroad).toHaveTextContent('CountryUnited States');
    expect(abroad).toHaveTextContent('Amount paid$38.99');
    expect(abroad).toHaveTextContent('Payment IDCAPTURE-7H2K9');
    expect(abroad).toHaveTextContent('Confirmed');

    expect(india).toHaveTextContent('Vishnupad Temple, Gaya Ji, Bihar');
    expect(india).toHaveTextContent('Family (up to 6 names)');
    expect(india).toHaveTextContent('CountryIndia');
    expect(india).toHaveTextContent('Amount paid₹21,000');
    expect(india).toHaveTextContent('Payment IDpay_Z9y8X7w6V5u4T3');
    expect(india).toHaveTextContent('Completed');

    expect(third).toHaveTextContent('Refunded');
    for (const card of cards) expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers the sankalp video once it is sent, in a new tab, and only when it is a web link', async () => {
    const sent = pitrBooking({
      ritualName: 'Pind Daan at Vishnupad, Gaya Ji',
      status: 'video_sent',
      proofVideoUrl: 'https://videos.example.com/sankalp/gaya-42',
      createdAt: '2026-09-20T10:00:00.000Z',
    });
    const unsafe = pitrBooking({
      ritualName: 'Tripindi Shraddh at Pishach Mochan, Varanasi',
      status: 'completed',
      proofVideoUrl: 'javascript:alert(1)',
      createdAt: '2026-09-10T10:00:00.000Z',
    });
    fakeApi({ [`GET ${HISTORY}`]: { body: { status: true, data: [sent, unsafe] } } });
    render();
    const [first, second] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Video sent');
    const video = within(first).getByRole('link', { name: 'Watch your sankalp video' });
    expect(video).toHaveAttribute('href', 'https://videos.example.com/sankalp/gaya-42');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(second).toHaveTextContent('Completed');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the empty state with a way to the pitr rituals', async () => {
    fakeApi({ [`GET ${HISTORY}`]: { body: { status: true, data: [] } } });
    render();
    expect(await screen.findByText('No pitr paksha bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See pitr paksha rituals' })).toHaveAttribute('href', '/puja?kind=pitr');
  });

  it('falls back silently to the empty list when the history cannot load (SPEC §8)', async () => {
    fakeApi({ [`GET ${HISTORY}`]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByText('No pitr paksha bookings yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});
