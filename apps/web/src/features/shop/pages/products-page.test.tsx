import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveModal } from '@/lib/modal-store';
import { CUSTOMER_ID } from '@/test/factories';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { useCartQuantity } from '../api/get-cart';
import { cartItem, cartOf, category, product } from '../test/fixtures';
import ProductsPage from './products-page';

// Sonner keeps toasts between renders: start every test with none.
const samagri = category({ name: 'Puja Samagri' });
const idols = category({ name: 'Idols & Murtis', slug: 'idols-murtis' });
const camphor = product({ name: 'Pure Camphor Tablets', price: 149, mrp: 199, unit: '100 g' });
const ganesh = product({
  name: 'Brass Ganesh Idol',
  price: 1299,
  mrp: 1299,
  unit: '1 piece',
  categoryId: idols._id,
  stock: 0,
  inStock: false,
});
const mala = product({ name: 'Rudraksha Mala', price: 2450, mrp: 3000, unit: '108 beads', categoryId: idols._id });

const page = (data: unknown[], total = data.length, pageNo = 1, pageSize = 24) => ({
  body: { status: true, data, page: pageNo, pageSize, total },
});

/** The catalogue as a server would filter it. */
function catalogueApi(extra: FakeRoutes = {}) {
  return fakeApi({
    'GET /api/e-commerce/get_product_category': { body: { status: true, data: [samagri, idols] } },
    'POST /api/e-commerce/get_products': (body) => {
      const { categoryId, search } = body as { categoryId?: string; search?: string };
      const all = [camphor, ganesh, mala];
      const hits = all.filter(
        (p) =>
          (!categoryId || p.categoryId === categoryId) &&
          (!search || p.name.toLowerCase().includes(search.toLowerCase())),
      );
      return page(hits);
    },
    ...extra,
  });
}

/** The header's cart badge as the header reads it, beside the page. */
function WithBadge() {
  const quantity = useCartQuantity();
  return (
    <>
      <span data-testid="badge">{quantity}</span>
      <ProductsPage />
    </>
  );
}

describe('ProductsPage (/products)', () => {
  it('shows the categories and a card per product with price, struck MRP, % off and stock', async () => {
    const fetchMock = catalogueApi();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(screen.getByTestId('products-skeleton')).toBeInTheDocument();

    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('article')).toHaveLength(3);
    const chips = within(screen.getByRole('navigation', { name: 'Product categories' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Puja Samagri', 'Idols & Murtis']);
    expect(chips[0]).toHaveAttribute('aria-current', 'true');

    const card = screen.getByRole('link', { name: 'Pure Camphor Tablets' }).closest('article')!;
    expect(card).toHaveTextContent('100 g');
    expect(card).toHaveTextContent('₹149');
    expect(card.querySelector('s')).toHaveTextContent('₹199');
    expect(card).toHaveTextContent('25% off');
    // The first row's pictures (two across on a phone) hold the page's largest paint: fetched at once, first.
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '400');

    const idol = screen.getByRole('link', { name: 'Brass Ganesh Idol' }).closest('article')!;
    expect(idol).toHaveTextContent('₹1,299');
    expect(idol.querySelector('s')).toBeNull();
    expect(within(idol).getByText('Out of stock')).toBeInTheDocument();
    expect(within(idol).getByRole('button', { name: 'Add to cart: Brass Ganesh Idol' })).toBeDisabled();
    // Below the first row: lazy.
    const third = screen.getByRole('link', { name: 'Rudraksha Mala' }).closest('article')!;
    expect(third.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(third.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(screen.getByRole('link', { name: 'Rudraksha Mala' })).toHaveAttribute(
      'href',
      `/products/product-details?id=${mala._id}`,
    );
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_products')).toEqual([{ page: 1, pageSize: 24 }]);
  });

  it('filters by category chip and keeps it in the URL', async () => {
    const fetchMock = catalogueApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ProductsPage />, { route: '/products' });
    await screen.findByRole('list', { name: 'Products' });

    await user.click(screen.getByRole('link', { name: 'Idols & Murtis' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pure Camphor Tablets' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Rudraksha Mala' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?category=${idols._id}`);
    expect(screen.getByRole('link', { name: 'Idols & Murtis' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Idols & Murtis');
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_products').at(-1)).toEqual({
      categoryId: idols._id,
      page: 1,
      pageSize: 24,
    });
  });

  it('searches after a typing pause, with ?q= in the URL, and says when nothing matches', async () => {
    const fetchMock = catalogueApi();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ProductsPage />, { route: `/products?category=${idols._id}` });
    await screen.findByRole('link', { name: 'Rudraksha Mala' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'mala');
    await waitFor(() => expect(router.state.location.search).toBe(`?category=${idols._id}&q=mala`));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Brass Ganesh Idol' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Rudraksha Mala' })).toBeInTheDocument();
    // Debounced: one request for the whole word, none per keystroke.
    const searches = bodiesOf(fetchMock, '/api/e-commerce/get_products').filter((b) => 'search' in (b as object));
    expect(searches).toEqual([{ categoryId: idols._id, search: 'mala', page: 1, pageSize: 24 }]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search products' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'kalash{Enter}');
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all products' })).toHaveAttribute('href', '/products');
  });

  it('loads the next page on "Load more"', async () => {
    const fetchMock = fakeApi({
      'GET /api/e-commerce/get_product_category': { body: { status: true, data: [] } },
      'POST /api/e-commerce/get_products': (body) =>
        (body as { page: number }).page === 1 ? page([camphor, mala], 3, 1, 2) : page([ganesh], 3, 2, 2),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });
    expect(await screen.findByText('Showing 2 of 3 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Brass Ganesh Idol' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_products')).toEqual([
      { page: 1, pageSize: 24 },
      { page: 2, pageSize: 24 },
    ]);
  });

  it('tells a visitor to log in and opens the login modal instead of adding', async () => {
    const fetchMock = catalogueApi();
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });

    await user.click(await screen.findByRole('button', { name: 'Add to cart: Pure Camphor Tablets' }));

    expect(getActiveModal()).toBe('login');
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_to_cart')).toHaveLength(0);
  });

  it('adds to the cart and the header badge follows the reloaded cart', async () => {
    const after = cartOf(cartItem({ productId: camphor._id, quantity: 3 }));
    const fetchMock = catalogueApi({
      'POST /api/e-commerce/get_customer_cart': [
        { body: { status: true, data: cartOf() } },
        { body: { status: true, data: after } },
      ],
      'POST /api/e-commerce/add_to_cart': { body: { status: true, message: 'Added to cart.', data: after } },
    });
    const user = userEvent.setup();
    renderWithProviders(<WithBadge />, { route: '/products', session: fakeSession({ customer: testCustomer }) });
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/e-commerce/get_customer_cart')).toHaveLength(1));
    expect(screen.getByTestId('badge')).toHaveTextContent('0');

    await user.click(await screen.findByRole('button', { name: 'Add to cart: Pure Camphor Tablets' }));

    expect(await screen.findByText('Added to cart.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_to_cart')).toEqual([{ productId: camphor._id, quantity: 1 }]);
    expect(screen.getByTestId('badge')).toHaveTextContent('3');
    // SPEC §4: the cart is reloaded after an add.
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/e-commerce/get_customer_cart')).toHaveLength(2));
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_customer_cart')[1]).toEqual({ customerId: CUSTOMER_ID });
  });

  it('shows the server message when the cart refuses an add', async () => {
    catalogueApi({
      'POST /api/e-commerce/get_customer_cart': { body: { status: true, data: cartOf() } },
      'POST /api/e-commerce/add_to_cart': {
        status: 409,
        body: { status: false, success: false, message: 'Only 2 of this product are left.' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products', session: fakeSession({ customer: testCustomer }) });
    await user.click(await screen.findByRole('button', { name: 'Add to cart: Rudraksha Mala' }));
    expect(await screen.findByText('Only 2 of this product are left.')).toBeInTheDocument();
  });

  it('shows an error with retry when products fail to load', async () => {
    let fail = true;
    catalogueApi({
      'POST /api/e-commerce/get_products': () =>
        fail ? { status: 503, body: { status: false, success: false, message: 'Down' } } : page([camphor]),
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductsPage />, { route: '/products' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Products could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pure Camphor Tablets' })).toBeInTheDocument();
  });
});
