import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER_ID } from '@/test/factories';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { booking } from '../test/fixtures';
import PujaHistoryPage from './puja-history-page';

const HISTORY = '/api/e-commerce/get_customer_puja_history';

const older = booking({
  pujaName: 'Satyanarayan Katha',
  temple: 'ISKCON Temple',
  location: 'Vrindavan, Uttar Pradesh',
  packageCode: 'individual',
  packageName: 'Individual',
  devotees: ['Asha Verma'],
  amount: 1251,
  date: '2026-10-05',
  status: 'completed',
  proofVideoUrl: 'https://videos.example.com/sankalp/abc123',
  prasadTrackingNumber: 'DTDC1234567890',
  createdAt: '2026-09-20T10:00:00.000Z',
});
const newest = booking({
  pujaName: 'Rudrabhishek',
  date: '2026-11-30',
  status: 'confirmed',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const middle = booking({
  pujaName: 'Pitr Tarpan',
  temple: 'Vishnupad Temple',
  location: 'Gaya, Bihar',
  status: 'video_sent',
  proofVideoUrl: 'javascript:alert(1)',
  // Paid from abroad through PayPal.
  amount: 27.99,
  currency: 'USD',
  createdAt: '2026-10-10T10:00:00.000Z',
});

const render = () =>
  renderWithProviders(<PujaHistoryPage />, {
    route: '/history/puja-history',
    session: fakeSession({ customer: testCustomer }),
  });

describe('PujaHistoryPage (/history/puja-history)', () => {
  it('lists bookings newest first with temple, date, package, devotees, amount and status', async () => {
    const fetchMock = fakeApi({
      [`POST ${HISTORY}`]: { body: { status: true, results: [older, newest, middle] } },
    });
    render();
    expect(screen.getByTestId('bookings-skeleton')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Rudrabhishek',
      'Pitr Tarpan',
      'Satyanarayan Katha',
    ]);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(`Booking ${newest.reference}`);
    expect(first).toHaveTextContent('Booked on 1 Nov 2026');
    expect(first).toHaveTextContent('Kashi Vishwanath Temple, Varanasi, Uttar Pradesh');
    expect(first).toHaveTextContent('Mon, 30 Nov 2026');
    expect(first).toHaveTextContent('Couple');
    expect(first).toHaveTextContent('Asha Verma, Ravi Verma');
    expect(first).toHaveTextContent('₹2,100');
    expect(first).toHaveTextContent('Confirmed');
    expect(within(first).queryByRole('link')).not.toBeInTheDocument();

    expect(second).toHaveTextContent('Video sent');
    expect(second).toHaveTextContent('Amount paid$27.99');
    // Only web links are offered as the video.
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();

    expect(third).toHaveTextContent('Completed');
    expect(third).toHaveTextContent('₹1,251');
    const video = within(third).getByRole('link', { name: 'Watch your puja video' });
    expect(video).toHaveAttribute('href', 'https://videos.example.com/sankalp/abc123');
    expect(video).toHaveAttribute('target', '_blank');
    expect(video).toHaveAttribute('rel', 'noopener noreferrer');
    expect(third).toHaveTextContent('Prasad tracking number: DTDC1234567890');

    expect(bodiesOf(fetchMock, HISTORY)).toEqual([{ customerId: CUSTOMER_ID }]);
  });

  it('names every status', async () => {
    const statuses = [
      ['confirmed', 'Confirmed'],
      ['performed', 'Performed'],
      ['video_sent', 'Video sent'],
      ['prasad_shipped', 'Prasad shipped'],
      ['completed', 'Completed'],
      ['cancelled', 'Cancelled'],
      ['refunded', 'Refunded'],
    ] as const;
    fakeApi({
      [`POST ${HISTORY}`]: {
        body: {
          status: true,
          results: statuses.map(([status], i) =>
            booking({ status, createdAt: new Date(Date.UTC(2026, 0, 20 - i)).toISOString() }),
          ),
        },
      },
    });
    render();
    const cards = await screen.findAllByRole('article');
    statuses.forEach(([, label], i) => expect(cards[i]).toHaveTextContent(label));
  });

  it('shows the empty state with a way to the pujas', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { body: { status: true, results: [] } } });
    render();
    expect(await screen.findByText('No puja bookings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a puja' })).toHaveAttribute('href', '/puja');
  });

  it('falls back silently to the empty list when the history cannot load (SPEC §8)', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { status: 503, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByText('No puja bookings yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });

  it('puts a booking still to be performed into the calendar as an all-day event with a reminder (issue 23)', async () => {
    fakeApi({ [`POST ${HISTORY}`]: { body: { status: true, results: [newest, older] } } });
    const files: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:puja';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    render();

    const card = (await screen.findByRole('heading', { name: 'Rudrabhishek' })).closest('article')!;
    // A completed booking has nothing left to put in the calendar.
    const done = screen.getByRole('heading', { name: 'Satyanarayan Katha' }).closest('article')!;
    expect(within(done).queryByRole('button', { name: 'Add to calendar' })).not.toBeInTheDocument();

    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`puja-${newest.reference}.ics`);
    const text = await files[0]!.text();
    expect(files[0]!.type).toBe('text/calendar;charset=utf-8');
    expect(text).toContain('DTSTART;VALUE=DATE:20261130');
    expect(text).toContain('DTEND;VALUE=DATE:20261201');
    expect(text).toContain(`UID:${newest.reference}@seva`);
    expect(text).toContain(`SUMMARY:Rudrabhishek at ${newest.temple}`);
    expect(text).toContain('TRIGGER;RELATED=START:PT7H');
    clicked.mockRestore();
  });
});
