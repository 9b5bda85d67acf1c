import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('scrolls to and focuses the order a notification leads to (#order-<reference>)', async () => {
    fakeApi({ 'POST /api/user/getCustomerOrder': { body: { status: true, data: [older, newest, refunded] } } });
    const scrolled = vi.fn();
    // jsdom has no layout, so no scrollIntoView: record which element was asked to scroll.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    window.history.replaceState(null, '', `#order-${older.reference}`);
    try {
      render();
      await screen.findAllByRole('article');
      expect(scrolled).toHaveBeenCalledWith(`order-${older.reference}`);
      expect(document.activeElement).toHaveTextContent(`Order ${older.reference}`);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

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

  describe('tracking, invoice and buy again (issue 23)', () => {
    const shipped = order({
      status: 'shipped',
      invoiceNumber: 'SV/26-27/000123',
      timeline: [
        { status: 'placed', at: '2026-11-02T04:30:00.000Z' },
        { status: 'packed', at: '2026-11-02T09:00:00.000Z' },
        { status: 'shipped', at: '2026-11-03T06:15:00.000Z' },
      ],
      shipment: {
        courier: 'Delhivery',
        awb: '1234567890123',
        trackingUrl: 'https://www.delhivery.com/track-v2/package/1234567890123',
      },
    });

    it('shows each step reached with its time, the courier and AWB with the tracking link, and what is still to come', async () => {
      fakeApi({ 'POST /api/user/getCustomerOrder': { body: { status: true, data: [shipped] } } });
      render();
      const card = await screen.findByRole('article');
      expect(within(card).getByTestId('timeline-packed')).toHaveTextContent('Packed2 Nov 2026, 2:30 pm');
      const step = within(card).getByTestId('timeline-shipped');
      expect(step).toHaveTextContent('Delhivery, AWB 1234567890123');
      expect(within(step).getByRole('link', { name: 'Track shipment' })).toHaveAttribute(
        'href',
        'https://www.delhivery.com/track-v2/package/1234567890123',
      );
      expect(within(card).getByTestId('timeline-delivered')).toHaveTextContent('DeliveredNot yet');
      expect(within(card).getByTestId('invoice-number')).toHaveTextContent('Invoice SV/26-27/000123');
    });

    it('downloads the invoice through the API client as invoice-<number>.pdf, and shows why it could not', async () => {
      const objectUrl = vi.fn(() => 'blob:invoice');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        expect(this.download).toBe('invoice-SV-26-27-000123.pdf');
      });
      const fetchMock = fakeApi({
        'POST /api/user/getCustomerOrder': { body: { status: true, data: [shipped] } },
        [`GET /api/orders/${shipped._id}/invoice.pdf`]: [
          { body: '%PDF-1.3' },
          {
            status: 409,
            body: { status: false, success: false, message: 'The invoice is ready once the payment is complete.' },
          },
        ],
      });
      render();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
      expect(click).toHaveBeenCalledOnce();
      expect(objectUrl).toHaveBeenCalledOnce();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`/api/orders/${shipped._id}/invoice.pdf`);

      await user.click(screen.getByRole('button', { name: 'Download invoice' }));
      expect(await screen.findByText('The invoice is ready once the payment is complete.')).toBeInTheDocument();
      expect(click).toHaveBeenCalledOnce();
    });

    it('buys again: adds what can be added, tells what could not, and opens the cart', async () => {
      const fetchMock = fakeApi({
        'POST /api/user/getCustomerOrder': { body: { status: true, data: [shipped] } },
        'POST /api/e-commerce/buy_again': {
          body: {
            status: true,
            message: 'Added to cart.',
            data: {
              cart: { items: [], totalPrice: 0, totalQuantity: 0 },
              lines: [
                { productId: 'p1', name: 'Pure Camphor Tablets', wanted: 2, added: 1 },
                { productId: 'p2', name: 'Brass Diya', wanted: 1, added: 0 },
              ],
            },
          },
        },
      });
      renderWithProviders(<ProductHistoryPage />, {
        route: '/history/product-history',
        session: fakeSession({ customer: testCustomer }),
        extraRoutes: [{ path: '/cart/products-cart', element: <h1>My Cart</h1> }],
      });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Buy again' }));
      expect(await screen.findByRole('heading', { name: 'My Cart' })).toBeInTheDocument();
      expect(await screen.findByText('Some items could not be added to your cart as ordered.')).toBeInTheDocument();
      expect(
        screen.getByText(/Not available now: Brass Diya\..*Pure Camphor Tablets: only 1 of 2 added\./),
      ).toBeInTheDocument();
      expect(bodiesOf(fetchMock, '/api/e-commerce/buy_again')).toEqual([{ orderId: shipped._id }]);
    });
  });
});
