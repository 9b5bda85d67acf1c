import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { transaction } from '../test/fixtures';
import TransactionsPage from './transactions-page';

const LIST = 'GET /api/payments/transactions';

const page = (results: ReturnType<typeof transaction>[], total = results.length, n = 1) => ({
  body: { status: true, results, total, page: n, pageSize: 10 },
});

const render = (route = '/dashboard/transactions') =>
  renderWithProviders(<TransactionsPage />, { route, session: fakeSession({ customer: testCustomer }) });

const urlsOf = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/payments/transactions'));

describe('TransactionsPage (/dashboard/transactions)', () => {
  it('lists payments newest first with amount, date, status, refund and reference', async () => {
    const fetchMock = fakeApi({
      [LIST]: page([
        transaction({ description: 'Gold Yearly membership', amount: 5999, createdAt: '2026-03-12T10:00:00.000Z' }),
        transaction({
          purpose: 'pitr',
          description: 'Pitr paksha puja booking',
          amount: 45,
          currency: 'USD',
          status: 'refunded',
          refundStatus: 'processed',
          reference: 'CAPTURE-1',
          createdAt: '2026-03-01T05:00:00.000Z',
        }),
        transaction({
          purpose: 'cart',
          description: 'Shop order',
          amount: 1299.5,
          status: 'failed',
          reference: null,
          createdAt: '2026-02-20T05:00:00.000Z',
        }),
      ]),
    });
    render();
    expect(screen.getByTestId('transactions-skeleton')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Gold Yearly membership',
      'Pitr paksha puja booking',
      'Shop order',
    ]);
    const [gold, pitr, shop] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(gold).toHaveTextContent('12 Mar 2026, 3:30 pm');
    expect(gold).toHaveTextContent('₹5,999');
    expect(gold).toHaveTextContent('Successful');
    expect(gold).toHaveTextContent('Ref. pay_Z9y8X7w6V5u4T3');
    expect(pitr).toHaveTextContent('$45.00');
    expect(pitr).toHaveTextContent('RefundedRefund processed');
    expect(pitr).toHaveTextContent('Ref. CAPTURE-1');
    expect(shop).toHaveTextContent('₹1,299.50');
    expect(shop).toHaveTextContent('Failed');
    expect(shop).toHaveTextContent('No payment reference');
    expect(urlsOf(fetchMock)).toEqual(['/api/payments/transactions?page=1&pageSize=10']);
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
  });

  it('pages through the list by the address', async () => {
    const fetchMock = fakeApi({
      [LIST]: (_body, url) =>
        url.includes('page=2')
          ? page([transaction({ description: 'Yatra booking' })], 12, 2)
          : page(
              Array.from({ length: 10 }, (_, i) => transaction({ description: `Payment ${i + 1}` })),
              12,
            ),
    });
    const user = userEvent.setup();
    const { router } = render();
    const pager = await screen.findByRole('navigation', { name: 'Transaction pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(pager).getByRole('link', { name: 'Next' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Yatra booking' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('navigation', { name: 'Transaction pages' })).toHaveTextContent('Page 2 of 2');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/dashboard/transactions?page=1');
    expect(urlsOf(fetchMock)).toContain('/api/payments/transactions?page=2&pageSize=10');
  });

  it('shows the empty state when there are no payments', async () => {
    fakeApi({ [LIST]: page([]) });
    render();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Membership plans' })).toHaveAttribute('href', '/milan-sathi/membership');
  });

  it('shows the empty list quietly when the load fails (SPEC §8)', async () => {
    fakeApi({ [LIST]: { status: 500, body: { status: false, success: false, message: 'Down' } } });
    render();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('transactions-skeleton')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});
