import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Address } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { i18n } from '@/i18n';
import { payWithCard, type CardPaymentResult } from '@/lib/payments';
import { CUSTOMER_ID, address } from '@/test/factories';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { DISMISSED, PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { cartItem, cartOf, order } from '../test/fixtures';
import AddressPage from './address-page';

// Only the checkout is faked; showPaymentError is the real one (it toasts "Payment Failed.").
vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const home = address({ name: 'Asha Verma', city: 'Noida', createdAt: '2025-03-11T09:00:00.000Z' });
const office = address({
  name: 'Ravi Kumar',
  mobile: '9123456789',
  houseNo: '4th Floor, Tower B',
  city: 'Gurugram',
  state: 'Haryana',
  pincode: '122002',
  addressType: 'work',
  createdAt: '2025-03-01T09:00:00.000Z',
});
const cart = cartOf(cartItem({ name: 'Rudraksha Mala', price: 1100.5, quantity: 1 }));

function checkoutApi({ addresses = [home, office], extra = {} }: { addresses?: Address[]; extra?: FakeRoutes } = {}) {
  let list = addresses;
  return fakeApi({
    'POST /api/e-commerce/get_customer_cart': { body: { status: true, data: cart } },
    'POST /api/e-commerce/get_address': () => ({ body: { status: true, results: list } }),
    'POST /api/e-commerce/add_address': (body) => {
      const saved = address({ ...(body as Partial<Address>), createdAt: new Date().toISOString() });
      list = [saved, ...list];
      return { body: { status: true, success: true, message: 'Address saved', data: saved } };
    },
    'POST /api/e-commerce/update_address': (body) => {
      const {
        addressId,
        userId: _userId,
        ...fields
      } = body as Partial<Address> & { addressId: string; userId: string };
      list = list.map((a) => (a._id === addressId ? { ...a, ...fields } : a));
      return {
        body: { status: true, success: true, message: 'Address saved', data: list.find((a) => a._id === addressId) },
      };
    },
    'POST /api/e-commerce/delete_address': (body) => {
      list = list.filter((a) => a._id !== (body as { addressId: string }).addressId);
      return { body: { status: true, success: true, message: 'Deleted' } };
    },
    'GET /api/pincodes/*': (_body, url) => {
      const place = PLACES[url.split('/').pop() ?? ''];
      return place
        ? { body: { success: true, ...place } }
        : {
            status: 404,
            body: { status: false, success: false, message: MESSAGES.pincodeNotFound, error: 'not_found' },
          };
    },
    ...extra,
  });
}

/** What GET /api/pincodes/:pincode answers here (India Post's places). */
const PLACES: Record<string, { pincode: string; city: string; state: string; district: string }> = {
  '221005': { pincode: '221005', city: 'Varanasi', state: 'Uttar Pradesh', district: 'Varanasi' },
  '302001': { pincode: '302001', city: 'Jaipur', state: 'Rajasthan', district: 'Jaipur' },
  '110001': { pincode: '110001', city: 'New Delhi', state: 'Delhi', district: 'Chanakya Puri' },
};

const setup = () => {
  const user = userEvent.setup();
  const view = renderWithProviders(<AddressPage />, {
    route: '/cart/products-cart/address',
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: '/history/product-history', element: <h1>Order history</h1> }],
  });
  return { user, ...view };
};

beforeEach(() => {
  pay.mockReset();
});

describe('AddressPage: saved addresses', () => {
  it('lists the addresses newest first as radio cards, the newest chosen', async () => {
    const fetchMock = checkoutApi();
    setup();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[0]!.closest('li')).toHaveTextContent('Asha Verma');
    expect(radios[1]!.closest('li')).toHaveTextContent('Ravi Kumar');
    expect(radios[1]!.closest('li')).toHaveTextContent('Gurugram, Haryana – 122002');
    expect(radios[1]!.closest('li')).toHaveTextContent('+91 91234 56789');
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_address')).toEqual([{ userId: CUSTOMER_ID }]);
  });

  it('rejects a bad pincode with the schema message, then adds the address and chooses it', async () => {
    const fetchMock = checkoutApi({ addresses: [] });
    const { user } = setup();
    expect(await screen.findByText('No saved addresses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add new address' }));

    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Asha Verma');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.type(within(dialog).getByLabelText('Flat, house no., building'), 'H.No. 221');
    await user.type(within(dialog).getByLabelText('Area, street, village'), 'Assi Ghat Road');
    await user.type(within(dialog).getByLabelText('Town or city'), 'Varanasi');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Uttar Pradesh');
    await user.type(within(dialog).getByLabelText('Pincode'), '02100');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await within(dialog).findByText('Pincode must be 6 digits.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pincode')).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_address')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Pincode'));
    await user.type(within(dialog).getByLabelText('Pincode'), '221005');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Address created successfully.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/add_address')).toEqual([
      {
        userId: CUSTOMER_ID,
        name: 'Asha Verma',
        mobile: '9876543210',
        houseNo: 'H.No. 221',
        area: 'Assi Ghat Road',
        landmark: '',
        city: 'Varanasi',
        state: 'Uttar Pradesh',
        pincode: '221005',
        addressType: 'home',
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const radio = await screen.findByRole('radio');
    expect(radio).toBeChecked();
    expect(radio.closest('li')).toHaveTextContent('Varanasi, Uttar Pradesh – 221005');
  });

  it('fills the town and state from the pincode (issue 23), never over what the customer typed', async () => {
    checkoutApi({ addresses: [] });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    const pincode = within(dialog).getByLabelText('Pincode');
    const city = within(dialog).getByLabelText('Town or city');
    const state = within(dialog).getByLabelText('State');

    await user.type(pincode, '302001');
    await waitFor(() => expect(city).toHaveValue('Jaipur'));
    expect(state).toHaveValue('Rajasthan');
    expect(within(dialog).getByText('Jaipur, Rajasthan')).toBeInTheDocument();

    // Another pincode replaces what the first one filled in.
    await user.clear(pincode);
    await user.type(pincode, '110001');
    await waitFor(() => expect(city).toHaveValue('New Delhi'));
    expect(state).toHaveValue('Delhi');

    // A town the customer typed stays.
    await user.clear(city);
    await user.type(city, 'Connaught Place');
    await user.clear(pincode);
    await user.type(pincode, '302001');
    await waitFor(() => expect(state).toHaveValue('Rajasthan'));
    expect(city).toHaveValue('Connaught Place');

    await user.clear(pincode);
    await user.type(pincode, '999999');
    expect(await within(dialog).findByText(MESSAGES.pincodeNotFound)).toBeInTheDocument();
    expect(pincode).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says why a required field is missing', async () => {
    checkoutApi({ addresses: [] });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Please enter the city.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the state.')).toBeInTheDocument();
  });

  it('shows the server message, else the catalogue default, when adding fails', async () => {
    checkoutApi({
      addresses: [home],
      extra: {
        'POST /api/e-commerce/add_address': [
          { status: 409, body: { status: false, success: false, message: 'You can keep up to 10 addresses.' } },
          { status: 500 },
        ],
      },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Add new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    await user.type(within(dialog).getByLabelText('Flat, house no., building'), '12');
    await user.type(within(dialog).getByLabelText('Area, street, village'), 'MG Road');
    await user.type(within(dialog).getByLabelText('Town or city'), 'Pune');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'Maharashtra');
    await user.type(within(dialog).getByLabelText('Pincode'), '411001');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('You can keep up to 10 addresses.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Failed to create customer address.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a new address' })).toBeInTheDocument();
  });

  it('edits an address through update_address', async () => {
    const fetchMock = checkoutApi();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit address of Ravi Kumar' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit address' });
    expect(within(dialog).getByLabelText('State')).toHaveValue('Haryana');
    expect(within(dialog).getByRole('radio', { name: 'Work' })).toBeChecked();
    await user.clear(within(dialog).getByLabelText('Town or city'));
    await user.type(within(dialog).getByLabelText('Town or city'), 'Faridabad');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Address updated successfully.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/update_address')).toEqual([
      expect.objectContaining({ userId: CUSTOMER_ID, addressId: office._id, city: 'Faridabad', state: 'Haryana' }),
    ]);
    expect(await screen.findByText('Faridabad, Haryana – 122002')).toBeInTheDocument();
  });

  it('asks "Are you sure? You want to delete!!!" with Yes / No before deleting', async () => {
    const fetchMock = checkoutApi();
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete address of Ravi Kumar' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Are you sure? You want to delete!!!' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/delete_address')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete address of Ravi Kumar' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Are you sure? You want to delete!!!' })).getByRole('button', {
        name: 'Yes',
      }),
    );

    expect(await screen.findByText('Address deleted successfully.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/delete_address')).toEqual([
      { userId: CUSTOMER_ID, addressId: office._id },
    ]);
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
  });

  it('shows the catalogue default when deleting fails without a message', async () => {
    checkoutApi({ extra: { 'POST /api/e-commerce/delete_address': { status: 500 } } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete address of Asha Verma' }));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed to delete customer address.')).toBeInTheDocument();
  });
});

describe('AddressPage: pay and order', () => {
  it('shows the order summary, pays the cart total for the chosen address and confirms the order', async () => {
    const placed = order({ reference: 'SV-OD-26-004821' });
    const fetchMock = checkoutApi({
      extra: {
        'POST /api/e-commerce/order_product': {
          body: { status: true, message: 'Order placed successfully.', data: placed },
        },
      },
    });
    pay.mockResolvedValue(PAID);
    const { user, router } = setup();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Rudraksha Mala')).toBeInTheDocument();
    expect(within(summary).getByTestId('order-total')).toHaveTextContent('₹1,100.50');

    await user.click(await screen.findByRole('radio', { name: /Ravi Kumar/ }));
    await user.click(within(summary).getByRole('button', { name: 'Pay ₹1,100.50' }));

    // A confirmation (issue 20): what was bought, the reference, what happens next, the ways on.
    const confirmation = await screen.findByRole('region', { name: 'Your order is placed' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your order is placed' })).toHaveFocus();
    expect(confirmation).toHaveTextContent('Order SV-OD-26-004821');
    expect(confirmation).toHaveTextContent('usually reaches you in 3–7 working days');
    for (const item of placed.items) expect(confirmation).toHaveTextContent(item.name);
    expect(confirmation).toHaveTextContent(placed.address.pincode);
    expect(await screen.findByText('Order placed successfully.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/products-cart/address');
    await user.click(within(confirmation).getByRole('link', { name: 'View my orders' }));
    expect(await screen.findByRole('heading', { name: 'Order history' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/history/product-history');
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 1100.5, purpose: 'cart', purposeId: office._id }),
    );
    expect(bodiesOf(fetchMock, '/api/e-commerce/order_product')).toEqual([
      { customerName: 'Ravi Kumar', addressId: office._id, ...PAYMENT },
    ]);
  });

  it('places no order when checkout is dismissed, and says so', async () => {
    const fetchMock = checkoutApi();
    pay.mockResolvedValue(DISMISSED);
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100.50' }));

    const info = (await screen.findByText('Payment was dismissed by the user.')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    expect(bodiesOf(fetchMock, '/api/e-commerce/order_product')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/cart/products-cart/address');
    expect(screen.getByRole('button', { name: 'Pay ₹1,100.50' })).toBeEnabled();
  });

  it('says the dismissal in Hindi when the interface is in Hindi (issue 21)', async () => {
    await i18n.changeLanguage('hi');
    const fetchMock = checkoutApi();
    pay.mockResolvedValue(DISMISSED);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /का भुगतान करें/ }));

    const info = (await screen.findByText('भुगतान आपने बीच में बंद कर दिया।')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    expect(screen.queryByText('Payment was dismissed by the user.')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/e-commerce/order_product')).toHaveLength(0);
  });

  it('shows "Payment Failed." when the payment fails, and places no order', async () => {
    const fetchMock = checkoutApi();
    pay.mockRejectedValue(new Error('Your payment could not be completed as the bank declined it.'));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100.50' }));

    const failed = (await screen.findByText('Payment Failed.')).closest('[data-sonner-toast]');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Your payment could not be completed as the bank declined it.');
    expect(bodiesOf(fetchMock, '/api/e-commerce/order_product')).toHaveLength(0);
  });

  it('shows "Payment Failed." with the server message when the order is refused after paying', async () => {
    checkoutApi({
      extra: {
        'POST /api/e-commerce/order_product': {
          status: 422,
          body: { status: false, success: false, message: 'The amount paid does not match the price.' },
        },
      },
    });
    pay.mockResolvedValue(PAID);
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100.50' }));
    const failed = (await screen.findByText('Payment Failed.')).closest('[data-sonner-toast]');
    expect(failed).toHaveTextContent('The amount paid does not match the price.');
    expect(router.state.location.pathname).toBe('/cart/products-cart/address');
  });

  it('disables the Pay button while paying', async () => {
    checkoutApi();
    let finish: (result: CardPaymentResult) => void = () => {};
    pay.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    const button = await screen.findByRole('button', { name: 'Pay ₹1,100.50' });
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    expect(pay).toHaveBeenCalledTimes(1);
    finish(DISMISSED);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('cannot pay without an address', async () => {
    checkoutApi({ addresses: [] });
    setup();
    expect(await screen.findByText('Add a delivery address to pay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,100.50' })).toBeDisabled();
  });
});
