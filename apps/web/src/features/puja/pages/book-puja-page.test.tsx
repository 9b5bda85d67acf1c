import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookPujaBodySchema, type Address, type PujaBooking } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { payWithCard, type CardPaymentResult } from '@/lib/payments';
import { CUSTOMER_ID, address } from '@/test/factories';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { DISMISSED, PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { booking, pujaDetails } from '../test/fixtures';
import BookPujaPage from './book-puja-page';

// Only the checkout is faked; showPaymentError is the real one (it toasts "Payment Failed.").
vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const puja = pujaDetails();
const BOOK = '/api/e-commerce/book_puja';
const BOOK_ROUTE = `POST ${BOOK}`;
const home = address({ name: 'Asha Verma', landmark: '', city: 'Noida' });

function bookingApi({ addresses = [home], extra = {} }: { addresses?: Address[]; extra?: FakeRoutes } = {}) {
  return fakeApi({
    [`GET /api/e-commerce/get_puja_details/${puja._id}`]: { body: { status: true, data: puja } },
    'POST /api/e-commerce/get_address': { body: { status: true, results: addresses } },
    [BOOK_ROUTE]: (body) => {
      const form = body as PujaBooking & { addressId?: string };
      const data = booking({
        ...form,
        _id: '66a0b1c2d3e4f5a6b7c8abcd',
        reference: 'SV-PJ-26-004821',
        pujaName: puja.name,
        packageName: puja.packages.find((p) => p.code === form.packageCode)?.name ?? '',
        amount: puja.packages.find((p) => p.code === form.packageCode)?.price ?? 0,
        prasadAddress: form.addressId
          ? {
              name: home.name,
              line: 'B-12, Shanti Apartments, Sector 62',
              city: 'Noida',
              state: 'Uttar Pradesh',
              pincode: '201301',
            }
          : null,
      });
      return { body: { status: true, message: 'Your puja is booked.', data } };
    },
    ...extra,
  });
}

const setup = (query = '') => {
  const user = userEvent.setup();
  const view = renderWithProviders(<BookPujaPage />, {
    route: `/puja/puja-details/book-puja?id=${puja._id}${query}`,
    session: fakeSession({ customer: testCustomer }),
  });
  return { user, ...view };
};

const nameInputs = () => screen.getAllByRole('textbox', { name: /^Devotee \d$/ });

beforeEach(() => {
  pay.mockReset();
});

describe('BookPujaPage: the form', () => {
  it('starts with the package and date chosen on the details page, and the customer as first devotee', async () => {
    bookingApi();
    setup('&package=couple&date=2026-12-07');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book Rudrabhishek' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Couple/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Date of the puja' })).toHaveValue('2026-12-07');
    expect(screen.getByRole('option', { name: 'Mon, 30 Nov 2026' })).toBeInTheDocument();
    expect(nameInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['Asha Verma', '']);
    expect(screen.getByText('If you do not know your gotra, we use Kashyap, as is customary.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹2,100' })).toBeEnabled();
  });

  it('ignores a package or date the puja does not offer', async () => {
    bookingApi();
    setup('&package=group&date=2027-01-01');
    expect(await screen.findByRole('radio', { name: /Individual/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Date of the puja' })).toHaveValue('2026-11-30');
    expect(nameInputs()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay ₹1,100' })).toBeInTheDocument();
  });

  it('shows as many name inputs as the package takes, and sends only those', async () => {
    const fetchMock = bookingApi();
    pay.mockResolvedValue(PAID);
    const { user } = setup('&package=family');
    await screen.findByRole('radio', { name: /Family/ });
    expect(nameInputs()).toHaveLength(4);
    await user.type(nameInputs()[1]!, 'Ravi Verma');
    await user.type(nameInputs()[2]!, 'Meera Verma');
    await user.type(nameInputs()[3]!, 'Kabir Verma');

    await user.click(screen.getByRole('radio', { name: /Couple/ }));
    expect(nameInputs()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,100' }));

    await screen.findByRole('heading', { name: 'Your puja is booked.' });
    expect(bodiesOf(fetchMock, BOOK)).toEqual([
      expect.objectContaining({ packageCode: 'couple', devotees: ['Asha Verma', 'Ravi Verma'] }),
    ]);
  });

  it('needs at least one devotee name, and pays nothing without it', async () => {
    const fetchMock = bookingApi();
    const { user } = setup();
    await user.clear((await screen.findAllByRole('textbox', { name: 'Devotee 1' }))[0]!);
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,100' }));

    expect(await screen.findByText('Please enter at least one devotee’s name.')).toBeInTheDocument();
    expect(nameInputs()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(nameInputs()[0]).toHaveFocus();
    expect(pay).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
  });

  it('refuses a one-letter name', async () => {
    bookingApi();
    const { user } = setup('&package=couple');
    await screen.findByRole('radio', { name: /Couple/ });
    await user.type(nameInputs()[1]!, 'R');
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,100' }));
    expect(await screen.findByText('Please enter the devotee’s name.')).toBeInTheDocument();
    expect(nameInputs()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(pay).not.toHaveBeenCalled();
  });

  it('caps the sankalp wish at 300 characters and counts them', async () => {
    bookingApi();
    const { user } = setup();
    const wish = await screen.findByRole('textbox', { name: 'Your wish for the sankalp (optional)' });
    expect(wish).toHaveAttribute('maxLength', '300');
    await user.type(wish, 'Good health');
    expect(screen.getByText('11 of 300 characters')).toBeInTheDocument();
  });

  it('says prasad needs a saved address when there is none', async () => {
    bookingApi({ addresses: [] });
    setup();
    expect(await screen.findByText(/Prasad is sent only to a saved address/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /No prasad delivery/ })).not.toBeInTheDocument();
  });

  it('shows the 404 state for an unknown puja', async () => {
    fakeApi({
      [`GET /api/e-commerce/get_puja_details/${puja._id}`]: {
        status: 404,
        body: { status: false, success: false, message: 'Puja not found.' },
      },
    });
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Puja not found' })).toBeInTheDocument();
  });
});

describe('BookPujaPage: pay and book', () => {
  it('pays the package price, books with the payment ids and the form, and confirms', async () => {
    const fetchMock = bookingApi();
    pay.mockResolvedValue(PAID);
    const { user } = setup('&package=couple');
    await screen.findByRole('radio', { name: /Couple/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date of the puja' }), '2026-12-14');
    await user.type(nameInputs()[1]!, '  Ravi Verma ');
    await user.type(screen.getByRole('textbox', { name: 'Gotra (optional)' }), 'Bharadwaj');
    await user.type(screen.getByRole('textbox', { name: 'Your wish for the sankalp (optional)' }), 'Good health');
    expect(await screen.findByRole('radio', { name: /Noida/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay ₹2,100' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your puja is booked.' });
    expect(heading).toHaveFocus();
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 2100,
        purpose: 'puja',
        purposeId: puja._id,
        description: 'Rudrabhishek · Couple',
        prefill: expect.objectContaining({ name: 'Asha Verma', contact: testCustomer.mobile }),
      }),
    );
    const [body] = bodiesOf(fetchMock, BOOK);
    expect(body).toEqual({
      pujaId: puja._id,
      packageCode: 'couple',
      date: '2026-12-14',
      devotees: ['Asha Verma', 'Ravi Verma'],
      gotra: 'Bharadwaj',
      sankalp: 'Good health',
      addressId: home._id,
      ...PAYMENT,
    });
    // What the form sends is what the server's own schema takes.
    expect(bookPujaBodySchema.safeParse(body).success).toBe(true);
    expect(bodiesOf(fetchMock, '/api/e-commerce/get_address')).toEqual([{ userId: CUSTOMER_ID }]);

    const summary = heading.closest('section')!;
    expect(summary).toHaveTextContent('Booking SV-PJ-26-004821');
    expect(summary).toHaveTextContent('Rudrabhishek');
    expect(summary).toHaveTextContent('Mon, 14 Dec 2026');
    expect(summary).toHaveTextContent('Asha Verma, Ravi Verma');
    expect(summary).toHaveTextContent('Bharadwaj');
    expect(summary).toHaveTextContent('Noida, Uttar Pradesh – 201301');
    expect(summary).toHaveTextContent('₹2,100');
    expect(within(summary).getByRole('link', { name: 'View puja history' })).toHaveAttribute(
      'href',
      '/history/puja-history',
    );
    expect(within(summary).getByRole('link', { name: 'Book another puja' })).toHaveAttribute('href', '/puja');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('delivers prasad by default to the newest saved address, which the customer may change', async () => {
    const office = address({ name: 'Asha Verma', city: 'Gurugram', state: 'Haryana', pincode: '122002' });
    const fetchMock = bookingApi({ addresses: [office, home] });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    expect(await screen.findByRole('radio', { name: /Gurugram/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Noida/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /No prasad delivery/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,100' }));
    await screen.findByRole('heading', { name: 'Your puja is booked.' });
    expect(bodiesOf(fetchMock, BOOK)).toEqual([expect.objectContaining({ addressId: office._id })]);
  });

  it('books without prasad when the customer turns it off, and with an empty gotra when none is given', async () => {
    const fetchMock = bookingApi();
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    expect(await screen.findByRole('radio', { name: /Noida/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /No prasad delivery/ }));
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,100' }));
    const summary = (await screen.findByRole('heading', { name: 'Your puja is booked.' })).closest('section')!;
    expect(bodiesOf(fetchMock, BOOK)).toEqual([
      {
        pujaId: puja._id,
        packageCode: 'individual',
        date: '2026-11-30',
        devotees: ['Asha Verma'],
        gotra: '',
        sankalp: '',
        ...PAYMENT,
      },
    ]);
    expect(summary).toHaveTextContent('Kashyap (customary)');
    expect(summary).toHaveTextContent('No prasad delivery');
  });

  it('books nothing when checkout is dismissed, and says so', async () => {
    const fetchMock = bookingApi();
    pay.mockResolvedValue(DISMISSED);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100' }));

    const info = (await screen.findByText('Payment was dismissed by the user.')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay ₹1,100' })).toBeEnabled();
  });

  it('shows "Payment Failed." when the payment fails, and books nothing', async () => {
    const fetchMock = bookingApi();
    pay.mockRejectedValue(new Error('Your payment could not be completed as the bank declined it.'));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100' }));

    const failed = (await screen.findByText('Payment Failed.')).closest('[data-sonner-toast]');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(failed).toHaveTextContent('Your payment could not be completed as the bank declined it.');
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
  });

  it('toasts the server message when the booking is refused after paying', async () => {
    const message =
      'The puja is not performed on this date. Your payment will be refunded; please choose a listed date.';
    bookingApi({ extra: { [BOOK_ROUTE]: { status: 422, body: { status: false, success: false, message } } } });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100' }));

    const refused = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(refused).toHaveAttribute('data-type', 'error');
    expect(screen.queryByText('Payment Failed.')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your puja is booked.' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,100' })).toBeEnabled();
  });

  it('toasts "Booking failed." when the booking fails without a message', async () => {
    bookingApi({ extra: { [BOOK_ROUTE]: { status: 500 } } });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,100' }));
    const failed = (await screen.findByText('Booking failed.')).closest('[data-sonner-toast]');
    expect(failed).toHaveAttribute('data-type', 'error');
  });

  it('disables the form and the Pay button while paying', async () => {
    bookingApi();
    let finish: (result: CardPaymentResult) => void = () => {};
    pay.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    const button = await screen.findByRole('button', { name: 'Pay ₹1,100' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(nameInputs()[0]).toBeDisabled();
    await user.click(button);
    expect(pay).toHaveBeenCalledTimes(1);
    finish(DISMISSED);
    await waitFor(() => expect(button).toBeEnabled());
    expect(nameInputs()[0]).toBeEnabled();
  });
});
