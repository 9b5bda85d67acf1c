import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { stubIntersectionObserver } from '@/test/fake-intersection-observer';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { cartItem, cartOf, product } from '../test/fixtures';
import ProductDetailsPage from './product-details-page';

// Sonner keeps toasts between renders: start every test with none.
const mala = product({
  name: 'Rudraksha Mala',
  categoryName: 'Malas & Beads',
  price: 2450,
  mrp: 3000,
  unit: '108 beads',
  stock: 3,
  description: 'Five-faced rudraksha beads strung on cotton thread.',
});
const detailsUrl = `/api/e-commerce/get_product_details/${mala._id}`;

describe('ProductDetailsPage (/products/product-details?id=)', () => {
  it('shows the product with breadcrumbs, price, stock and a stepper capped by stock', async () => {
    const fetchMock = fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: mala } } });
    const user = userEvent.setup();
    renderWithProviders(<ProductDetailsPage />, { route: `/products/product-details?id=${mala._id}` });
    expect(screen.getByTestId('product-skeleton')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Rudraksha Mala' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    expect(within(trail).getByRole('link', { name: 'Malas & Beads' })).toHaveAttribute(
      'href',
      `/products?category=${mala.categoryId}`,
    );
    expect(screen.getByText('108 beads')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('18% off')).toBeInTheDocument();
    expect(screen.getByText(mala.description)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rudraksha Mala' })).toHaveAttribute('width', '400');
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart/products-cart');

    const stepper = screen.getByRole('group', { name: 'Quantity' });
    const less = within(stepper).getByRole('button', { name: 'Decrease quantity' });
    const more = within(stepper).getByRole('button', { name: 'Increase quantity' });
    expect(less).toBeDisabled();
    await user.click(more);
    await user.click(more);
    expect(within(stepper).getByRole('status')).toHaveTextContent('3');
    expect(more).toBeDisabled();
  });

  it('adds the chosen quantity for a customer', async () => {
    const fetchMock = fakeApi({
      [`GET ${detailsUrl}`]: { body: { status: true, data: mala } },
      'POST /api/e-commerce/add_to_cart': {
        body: { status: true, message: 'Added to cart.', data: cartOf(cartItem({ productId: mala._id, quantity: 2 })) },
      },
      'POST /api/e-commerce/get_customer_cart': {
        body: { status: true, data: cartOf(cartItem({ productId: mala._id, quantity: 2 })) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductDetailsPage />, {
      route: `/products/product-details?id=${mala._id}`,
      session: fakeSession({ customer: testCustomer }),
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_to_cart')).toEqual([{ productId: mala._id, quantity: 2 }]);
  });

  it('adds to the cart from the bottom bar on a phone once the page’s button is scrolled away', async () => {
    const viewport = stubIntersectionObserver();
    const fetchMock = fakeApi({
      [`GET ${detailsUrl}`]: { body: { status: true, data: mala } },
      'POST /api/e-commerce/add_to_cart': {
        body: { status: true, message: 'Added to cart.', data: cartOf(cartItem({ productId: mala._id, quantity: 2 })) },
      },
      'POST /api/e-commerce/get_customer_cart': {
        body: { status: true, data: cartOf(cartItem({ productId: mala._id, quantity: 2 })) },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductDetailsPage />, {
      route: `/products/product-details?id=${mala._id}`,
      session: fakeSession({ customer: testCustomer }),
    });
    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    viewport.setInView(false);
    const bar = screen.getByRole('region', { name: 'Price and add to cart' });
    expect(bar).toHaveTextContent('₹2,450');
    await user.click(within(bar).getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_to_cart')).toEqual([{ productId: mala._id, quantity: 2 }]);
  });

  it('opens the login modal for a visitor', async () => {
    const fetchMock = fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: mala } } });
    const user = userEvent.setup();
    renderWithProviders(<ProductDetailsPage />, { route: `/products/product-details?id=${mala._id}` });
    await user.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(getActiveModal()).toBe('login');
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_to_cart')).toHaveLength(0);
  });

  it('cannot be added when out of stock', async () => {
    fakeApi({ [`GET ${detailsUrl}`]: { body: { status: true, data: { ...mala, stock: 0, inStock: false } } } });
    renderWithProviders(<ProductDetailsPage />, { route: `/products/product-details?id=${mala._id}` });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
  });

  it('shows 404 for an unknown id, and for a malformed one without asking the server', async () => {
    const fetchMock = fakeApi({
      'GET /api/e-commerce/get_product_details/*': {
        status: 404,
        body: { status: false, success: false, message: 'Not found.' },
      },
    });
    const { unmount } = renderWithProviders(<ProductDetailsPage />, {
      route: '/products/product-details?id=ffffffffffffffffffffffff',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    unmount();

    fetchMock.mockClear();
    renderWithProviders(<ProductDetailsPage />, { route: '/products/product-details?id=nope' });
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the product cannot load', async () => {
    fakeApi({
      [`GET ${detailsUrl}`]: [
        { status: 503, body: { status: false, success: false, message: 'Down' } },
        { body: { status: true, data: mala } },
      ],
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductDetailsPage />, { route: `/products/product-details?id=${mala._id}` });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rudraksha Mala' })).toBeInTheDocument();
  });
});
