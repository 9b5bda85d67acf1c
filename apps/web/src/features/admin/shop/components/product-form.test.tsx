import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminCategory, AdminProduct } from '@seva/contracts';
import { loadNamespace } from '@/i18n';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { ProductForm } from './product-form';

const category: AdminCategory = {
  _id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Puja Samagri',
  slug: 'puja-samagri',
  description: '',
  sortOrder: 0,
  active: true,
  productCount: 3,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  hi: {},
  hindiMissing: [],
};

const saved: AdminProduct = {
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Brass Diya',
  slug: 'brass-diya',
  description: '',
  categoryId: category._id,
  categoryName: category.name,
  price: 249.5,
  mrp: 299,
  unit: '1 pc',
  stock: 12,
  inStock: true,
  image: '',
  active: true,
  categoryActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  hi: {},
  hindiMissing: [],
};

beforeAll(() => loadNamespace('admin'));

function setup(product?: AdminProduct) {
  const onSaved = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ProductForm product={product} categories={[category]} onSaved={onSaved} onCancel={() => {}} />);
  return { user, onSaved };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { price: string; mrp: string; stock: string }) {
  await user.type(screen.getByLabelText('Name'), 'Brass Diya');
  await user.selectOptions(screen.getByLabelText('Category'), category._id);
  await user.type(screen.getByLabelText('Price (₹)'), values.price);
  await user.type(screen.getByLabelText('MRP (₹)'), values.mrp);
  await user.clear(screen.getByLabelText('Stock'));
  await user.type(screen.getByLabelText('Stock'), values.stock);
}

describe('ProductForm validation', () => {
  it.each([
    ['an MRP below the price', { price: '300', mrp: '299', stock: '5' }, 'The MRP cannot be less than the price.'],
    ['a negative stock', { price: '100', mrp: '120', stock: '-2' }, 'The stock cannot be negative.'],
    ['a fractional stock', { price: '100', mrp: '120', stock: '2.5' }, 'The stock must be a whole number.'],
    [
      'fractions of a paisa',
      { price: '10.005', mrp: '20', stock: '1' },
      'The price can have at most 2 decimals (paise).',
    ],
  ])('refuses %s and sends nothing', async (_what, values, message) => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for a name, a category, a price and the stock before anything is sent', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name needs at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the price in rupees.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the stock.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a picture that is not JPEG, PNG or WebP before sending it', async () => {
    stubFetch();
    const { user } = setup();
    await user.upload(
      screen.getByLabelText('Choose picture'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Please choose a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ProductForm saving', () => {
  it('creates the product in rupees, then uploads the chosen picture, and toasts the server message', async () => {
    const withImage = { ...saved, image: '/uploads/products/bbbbbbbbbbbbbbbbbbbbbbbb-0123456789ab.webp' };
    const fetchMock = stubFetch(
      { status: 201, body: { status: true, message: 'Product created.', data: saved } },
      { body: { status: true, message: 'Image saved.', data: withImage } },
    );
    const { user, onSaved } = setup();
    await fill(user, { price: '249.50', mrp: '299', stock: '12' });
    // The Hindi beside the English (issue 21): the name and the pack size; the description left for later.
    await user.type(screen.getByLabelText('Name (Hindi)'), 'पीतल का दीया');
    await user.type(screen.getByLabelText('Pack size (Hindi)'), '1 नग');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'diya.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Choose picture'), picture);
    const preview = await screen.findByRole('img', { name: 'Picture of New product' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product created.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/shop/products');
    expect(fetchBody(fetchMock)).toEqual({
      name: 'Brass Diya',
      description: '',
      categoryId: category._id,
      price: 249.5,
      mrp: 299,
      unit: '1 pc',
      stock: 12,
      active: true,
      hi: { name: 'पीतल का दीया', description: '', unit: '1 नग' },
    });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/admin/shop/products/${saved._id}/image`);
    const uploadInit = fetchMock.mock.calls[1]?.[1];
    expect(uploadInit?.body).toBeInstanceOf(FormData);
    expect((uploadInit?.body as FormData).get('image')).toBe(picture);
    expect(uploadInit?.headers).not.toHaveProperty('Content-Type');
    expect(onSaved).toHaveBeenCalledWith(withImage, true);
  });

  it('edits with PATCH and shows the server’s refusal', async () => {
    const fetchMock = stubFetch({
      status: 400,
      body: { status: false, success: false, message: 'Please choose a category that exists.' },
    });
    const { user, onSaved } = setup(saved);
    const stock = screen.getByLabelText('Stock');
    await user.clear(stock);
    await user.type(stock, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose a category that exists.')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/admin/shop/products/${saved._id}`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetchBody(fetchMock)).toMatchObject({ stock: 0, price: 249.5, mrp: 299 });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('keeps the dialog on the saved product when only the picture upload fails', async () => {
    stubFetch(
      { status: 201, body: { status: true, message: 'Product created.', data: saved } },
      { status: 400, body: { status: false, success: false, message: 'Please upload a JPEG, PNG or WebP image.' } },
    );
    const { user, onSaved } = setup();
    await fill(user, { price: '249.5', mrp: '299', stock: '12' });
    await user.upload(screen.getByLabelText('Choose picture'), new File(['x'], 'a.webp', { type: 'image/webp' }));
    await screen.findByRole('img', { name: 'Picture of New product' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please upload a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledWith(saved, false);
  });
});
