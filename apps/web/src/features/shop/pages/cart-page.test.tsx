import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@seva/contracts';
import { CUSTOMER_ID } from '@/test/factories';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { cartItem, cartOf } from '../test/fixtures';
import CartPage from './cart-page';

// Sonner keeps toasts between renders: start every test with none.
const camphor = cartItem({ name: 'Pure Camphor Tablets', price: 149, quantity: 2, unit: '100 g' });
const mala = cartItem({ name: 'Rudraksha Mala', price: 2450, quantity: 1, unit: '108 beads', stock: 4 });
const session = () => fakeSession({ customer: testCustomer });

/** A cart server: get answers the current cart; updates set a line (0 removes) and answer the new cart. */
function cartApi(initial: Cart) {
  let cart = initial;
  const fetchMock = fakeApi({
    'POST /api/e-commerce/get_customer_cart': () => ({ body: { status: true, data: cart } }),
    'POST /api/e-commerce/update_cart_item_quantity': (body) => {
      const { productId, quantity } = body as { productId: string; quantity: number };
      const items = cart.items
        .map((item) => (item.productId === productId ? { ...item, quantity, lineTotal: item.price * quantity } : item))
        .filter((item) => item.quantity > 0);
      cart = cartOf(...items);
      return { body: { status: true, data: cart } };
    },
  });
  return fetchMock;
}

describe('CartPage (/cart/products-cart)', () => {
  it('lists the items with line totals, the item count and the total', async () => {
    const fetchMock = cartApi(cartOf(camphor, mala));
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });
    expect(screen.getByTestId('cart-skeleton')).toBeInTheDocument();

    const items = await screen.findByRole('region', { name: 'Items in your cart' });
    const rows = within(items).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Pure Camphor Tablets');
    expect(rows[0]).toHaveTextContent('100 g · ₹149 each');
    expect(within(rows[0]!).getByTestId('line-total')).toHaveTextContent('₹298');
    expect(within(rows[1]!).getByTestId('line-total')).toHaveTextContent('₹2,450');
    expect(screen.getByText('Items (3)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹2,748');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/cart/products-cart/address',
    );
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_customer_cart')).toEqual([{ customerId: CUSTOMER_ID }]);
  });

  it('changes a quantity with the stepper and shows the reloaded total', async () => {
    const fetchMock = cartApi(cartOf(camphor, mala));
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });

    const stepper = await screen.findByRole('group', { name: 'Quantity of Rudraksha Mala' });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));

    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('₹5,198'));
    expect(within(stepper).getByRole('status')).toHaveTextContent('2');
    expect(screen.getByText('Items (4)')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/update_cart_item_quantity')).toEqual([
      { productId: mala.productId, quantity: 2 },
    ]);
    // SPEC §4: the cart is reloaded after a quantity update.
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/e-commerce/get_customer_cart')).toHaveLength(2));

    await user.click(within(stepper).getByRole('button', { name: 'Decrease quantity' }));
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('₹2,748'));
    expect(bodiesOf(fetchMock, '/api/e-commerce/update_cart_item_quantity').at(-1)).toEqual({
      productId: mala.productId,
      quantity: 1,
    });
  });

  it('caps the stepper at the stock (and at 10) and never goes below 1', async () => {
    cartApi(cartOf({ ...mala, quantity: 4 }, { ...camphor, quantity: 1, stock: 50 }));
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });
    const malaStepper = await screen.findByRole('group', { name: 'Quantity of Rudraksha Mala' });
    expect(within(malaStepper).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    const camphorStepper = screen.getByRole('group', { name: 'Quantity of Pure Camphor Tablets' });
    expect(within(camphorStepper).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(within(camphorStepper).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it('removes an item with quantity 0, then shows the empty cart', async () => {
    const fetchMock = cartApi(cartOf(mala));
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });

    await user.click(await screen.findByRole('button', { name: 'Remove Rudraksha Mala' }));

    expect(await screen.findByText('Rudraksha Mala removed from your cart.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/update_cart_item_quantity')).toEqual([
      { productId: mala.productId, quantity: 0 },
    ]);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  });

  it('shows the server message when an update is refused', async () => {
    fakeApi({
      'POST /api/e-commerce/get_customer_cart': { body: { status: true, data: cartOf(mala) } },
      'POST /api/e-commerce/update_cart_item_quantity': {
        status: 409,
        body: { status: false, success: false, message: 'Only 1 of this product is left.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 1 of this product is left.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹2,450');
  });

  it('shows the empty state with a link to the products', async () => {
    cartApi(cartOf());
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('link', { name: 'Proceed to checkout' })).not.toBeInTheDocument();
  });

  it('offers Try again when the cart cannot load', async () => {
    fakeApi({
      'POST /api/e-commerce/get_customer_cart': [
        { status: 503, body: { status: false, success: false, message: 'Down' } },
        { body: { status: true, data: cartOf(mala) } },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<CartPage />, { route: '/cart/products-cart', session: session() });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rudraksha Mala')).toBeInTheDocument();
  });
});
