import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { CUSTOMER_ID } from '@/test/factories';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { order } from '../test/fixtures';
import ProductHistoryPage from './product-history-page';

const older = order({
  amount: 298,
  status: 'delivered',
  createdAt: '2025-01-05T10:00:00.000Z',
});
const newest = order({
  amount: 2450,
  status: 'shipped',
  createdAt: '2025-03-12T10:00:00.000Z',
  items: [
    { productId: 'p1', name: 'Rudraksha Mala', image: '/m.svg', unit: '108 beads', price: 2450, quantity: 1, hi: {} },
  ],
});
const refunded = order({
  amount: 1299,
  status: 'cancelled',
  paymentStatus: 'refunded',
  createdAt: '2025-02-20T10:00:00.000Z',
});

const render = () =>
  renderWithProviders(<ProductHistoryPage />, {
    route: '/history/product-history',
    session: fakeSession({ customer: testCustomer }),
  });

describe('ProductHistoryPage (/history/product-history)', () => {
  it('lists orders newest first with items, amount, status, payment, date and address', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/getCustomerOrder': { body: { status: true, data: [older, newest, refunded] } },
    });
    render();
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      `Order ${newest.reference}`,
      `Order ${refunded.reference}`,
      `Order ${older.reference}`,
    ]);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('12 Mar 2025');
    expect(first).toHaveTextContent('Shipped');
    expect(first).toHaveTextContent('Paid');
    expect(first).toHaveTextContent('Rudraksha Mala');
    expect(first).toHaveTextContent('₹2,450');
    expect(first).toHaveTextContent('Sector 62');
    expect(first).toHaveTextContent('Noida, Uttar Pradesh – 201301');
    expect(second).toHaveTextContent('Cancelled');
    expect(second).toHaveTextContent('Refunded');
    expect(third).toHaveTextContent('Delivered');
    // Quantity and price read apart from the pack size (issue 20: "1 pc · 2 × ₹1,299" confused).
    expect(third).toHaveTextContent('Qty 2 · ₹149 each');
    expect(third).not.toHaveTextContent('·2 ×');
    expect(bodiesOf(fetchMock, '/api/user/getCustomerOrder')).toEqual([{ customerId: CUSTOMER_ID }]);
  });

  it('shows the empty state when there are no orders', async () => {
    fakeApi({ 'POST /api/user/getCustomerOrder': { body: { status: true, data: [] } } });
    render();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('falls back silently to the empty list when the history cannot load (SPEC §8)', async () => {
    fakeApi({
      'POST /api/user/getCustomerOrder': { status: 503, body: { status: false, success: false, message: 'Down' } },
    });
    render();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Down')).not.toBeInTheDocument();
  });
});

describe('ProductHistoryPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names each item by the Hindi copied onto the order, and in English where the order has none', async () => {
    const inHindi = order({
      items: [
        {
          productId: 'p1',
          name: 'Rudraksha Mala',
          image: '/m.svg',
          unit: '108 beads',
          price: 2450,
          quantity: 1,
          hi: { name: 'रुद्राक्ष माला', unit: '108 दाने' },
        },
        {
          productId: 'p2',
          name: 'Pure Camphor Tablets',
          image: '/c.svg',
          unit: '100 g',
          price: 149,
          quantity: 1,
          hi: {},
        },
      ],
    });
    fakeApi({ 'POST /api/user/getCustomerOrder': { body: { status: true, data: [inHindi] } } });
    await i18n.changeLanguage('hi');
    render();
    const card = await screen.findByRole('article');
    expect(card).toHaveTextContent('रुद्राक्ष माला');
    expect(card).toHaveTextContent('108 दाने');
    expect(card).not.toHaveTextContent('Rudraksha Mala');
    expect(card).toHaveTextContent('Pure Camphor Tablets');
  });
});
