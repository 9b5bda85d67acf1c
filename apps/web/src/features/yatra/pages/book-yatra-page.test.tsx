import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookYatraBodySchema, type BookYatraBody } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { payWithCard, type CardPaymentResult } from '@/lib/payments';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { DISMISSED, PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { yatraBooking, yatraDetails } from '../test/fixtures';
import BookYatraPage from './book-yatra-page';

// Only the checkout is faked; showPaymentError is the real one (it toasts "Payment Failed.").
vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const yatra = yatraDetails();
const few = yatra.departures[1]!;
const DETAILS = '/api/app/customer/yatra_details_by_id';
const BOOK = '/api/user/bookyatra';
const BOOK_ROUTE = `POST ${BOOK}`;

function bookingApi(extra: FakeRoutes = {}) {
  return fakeApi({
    [`POST ${DETAILS}`]: { body: { status: true, data: yatra } },
    [BOOK_ROUTE]: (body) => {
      const form = body as BookYatraBody;
      const departure = yatra.departures.find((d) => d._id === form.departureId)!;
      const data = yatraBooking({
        _id: '66a0b1c2d3e4f5a6b7c8abcd',
        reference: 'SV-YT-26-004821',
        yatraId: form.yatraId,
        departureId: form.departureId,
        startDate: departure.startDate,
        endDate: departure.endDate,
        occupancy: form.occupancy,
        travellers: form.travellers,
        totalPrice: form.totalPrice,
      });
      return { body: { status: true, message: 'Your yatra is booked.', data } };
    },
    ...extra,
  });
}

const setup = (query = '') => {
  const user = userEvent.setup();
  const view = renderWithProviders(<BookYatraPage />, {
    route: `/yatra/yatra-details/book-yatra?id=${yatra._id}${query}`,
    session: fakeSession({ customer: testCustomer }),
  });
  return { user, ...view };
};

const traveller = (number: number) => screen.getByRole('group', { name: `Traveller ${number}` });

/** Fills traveller `number`'s row (the name is replaced). */
async function fillTraveller(
  user: UserEvent,
  number: number,
  row: { name: string; age: string; gender: string; idProof: string },
) {
  const group = traveller(number);
  const name = within(group).getByRole('textbox', { name: 'Full name' });
  await user.clear(name);
  await user.type(name, row.name);
  await user.type(within(group).getByRole('spinbutton', { name: 'Age (years)' }), row.age);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'Gender' }), row.gender);
  await user.selectOptions(within(group).getByRole('combobox', { name: 'ID proof' }), row.idProof);
}

/** Two adults (the customer and Ravi) and a child of 8, double sharing. */
async function fillFamily(user: UserEvent) {
  await fillTraveller(user, 1, { name: 'Asha Verma', age: '42', gender: 'Female', idProof: 'Aadhaar' });
  await fillTraveller(user, 2, { name: 'Ravi Verma', age: '45', gender: 'Male', idProof: 'Passport' });
  await user.click(screen.getByRole('button', { name: 'Add traveller' }));
  await fillTraveller(user, 3, { name: 'Kabir Verma', age: '8', gender: 'Male', idProof: 'Aadhaar' });
}

const breakdown = () => screen.getByTestId('price-breakdown');

beforeEach(() => {
  pay.mockReset();
});

describe('BookYatraPage: the form', () => {
  it('starts with the departure chosen on the details page, double sharing and the customer as first traveller', async () => {
    bookingApi();
    setup(`&departure=${few._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Book ${yatra.name}` })).toBeInTheDocument();
    const departures = screen.getByRole('group', { name: 'Departure' });
    expect(within(departures).getByRole('radio', { name: /29 May 2027/ })).toBeChecked();
    expect(within(departures).getByRole('radio', { name: /12 Jun 2027/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Double sharing/ })).toBeChecked();
    expect(within(traveller(1)).getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Verma');
    expect(within(traveller(2)).getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    expect(breakdown()).toHaveTextContent('Enter the ages of 2 more travellers to see the total.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('ignores a departure that is full and takes the first open one', async () => {
    bookingApi();
    setup(`&departure=${yatra.departures[2]!._id}`);
    const departures = await screen.findByRole('group', { name: 'Departure' });
    expect(within(departures).getByRole('radio', { name: /15 May 2027/ })).toBeChecked();
  });

  it('prices 2 adults in double sharing and a child of 8 live, and the total follows the room sharing', async () => {
    bookingApi();
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await fillFamily(user);

    expect(breakdown()).toHaveTextContent('2 adults × ₹46,500 (Double sharing)₹93,000');
    expect(breakdown()).toHaveTextContent('1 child, 5–11 years × ₹29,900₹29,900');
    expect(breakdown()).toHaveTextContent('Total₹1,22,900');
    expect(screen.getByRole('button', { name: 'Pay ₹1,22,900' })).toBeInTheDocument();

    // Under 5 travels free.
    await user.click(screen.getByRole('button', { name: 'Add traveller' }));
    await fillTraveller(user, 4, { name: 'Meera Verma', age: '3', gender: 'Female', idProof: 'Aadhaar' });
    expect(breakdown()).toHaveTextContent('1 child under 5Free');
    expect(breakdown()).toHaveTextContent('Total₹1,22,900');

    await user.click(screen.getByRole('radio', { name: /Single room/ }));
    expect(breakdown()).toHaveTextContent('2 adults × ₹64,900 (Single room)₹1,29,800');
    expect(screen.getByRole('button', { name: 'Pay ₹1,59,700' })).toBeInTheDocument();
  });

  it('refuses double sharing for one adult and triple for two, and pays nothing', async () => {
    bookingApi();
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await fillTraveller(user, 1, { name: 'Asha Verma', age: '42', gender: 'Female', idProof: 'Aadhaar' });
    // A child of 11 is not an adult.
    await fillTraveller(user, 2, { name: 'Kabir Verma', age: '11', gender: 'Male', idProof: 'Aadhaar' });
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByText(
        'Double sharing needs at least 2 adults (12 or older). Choose another room sharing or add an adult.',
      ),
    ).toBeInTheDocument();

    await user.clear(within(traveller(2)).getByRole('spinbutton', { name: 'Age (years)' }));
    await user.type(within(traveller(2)).getByRole('spinbutton', { name: 'Age (years)' }), '12');
    await user.click(screen.getByRole('radio', { name: /Triple sharing/ }));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(
      await screen.findByText(
        'Triple sharing needs at least 3 adults (12 or older). Choose another room sharing or add an adult.',
      ),
    ).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /Double sharing/ }));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
  });

  it('says what is missing in each traveller row', async () => {
    const fetchMock = bookingApi();
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const second = traveller(2);
    expect(await within(second).findByText('Please enter the traveller’s name.')).toBeInTheDocument();
    expect(within(second).getByText('Please enter the traveller’s age.')).toBeInTheDocument();
    expect(within(second).getByText('Please choose the traveller’s gender.')).toBeInTheDocument();
    expect(within(second).getByText('Please choose an ID proof.')).toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Full name' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(traveller(1)).queryByText('Please enter the traveller’s name.')).not.toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
  });

  it('adds travellers up to 6 and removes them', async () => {
    bookingApi();
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    const add = screen.getByRole('button', { name: 'Add traveller' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Traveller \d$/ })).toHaveLength(6);
    expect(add).toHaveAttribute('aria-disabled', 'true');
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Traveller \d$/ })).toHaveLength(6);
    expect(screen.getByText('One booking takes up to 6 travellers.')).toBeInTheDocument();

    await user.type(within(traveller(2)).getByRole('textbox', { name: 'Full name' }), 'Ravi Verma');
    await user.click(screen.getByRole('button', { name: 'Remove traveller 1' }));
    expect(screen.getAllByRole('group', { name: /^Traveller \d$/ })).toHaveLength(5);
    expect(within(traveller(1)).getByRole('textbox', { name: 'Full name' })).toHaveValue('Ravi Verma');
    expect(add).toHaveFocus();
    expect(add).not.toHaveAttribute('aria-disabled');
  });

  it('shows the 404 state for an unknown yatra', async () => {
    fakeApi({
      [`POST ${DETAILS}`]: { status: 404, body: { status: false, success: false, message: 'Yatra not found.' } },
    });
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yatra not found' })).toBeInTheDocument();
  });
});

describe('BookYatraPage: pay and book', () => {
  it('pays the total, books with the camelCase payment fields and the form, and confirms', async () => {
    const fetchMock = bookingApi();
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await user.click(within(screen.getByRole('group', { name: 'Departure' })).getByRole('radio', { name: /29 May/ }));
    await fillFamily(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹1,22,900' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your yatra is booked.' });
    await waitFor(() => expect(heading).toHaveFocus()); // focus moves in an effect after the render
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 122900,
        purpose: 'yatra',
        purposeId: yatra._id,
        description: `${yatra.name} · Sat, 29 May 2027`,
        prefill: expect.objectContaining({ name: 'Asha Verma', contact: testCustomer.mobile }),
      }),
    );
    const [body] = bodiesOf(fetchMock, BOOK);
    expect(body).toEqual({
      yatraId: yatra._id,
      departureId: few._id,
      occupancy: 'double',
      travellers: [
        { name: 'Asha Verma', age: 42, gender: 'female', idProofType: 'aadhaar' },
        { name: 'Ravi Verma', age: 45, gender: 'male', idProofType: 'passport' },
        { name: 'Kabir Verma', age: 8, gender: 'male', idProofType: 'aadhaar' },
      ],
      totalPrice: 122900,
      razorpayOrderId: PAYMENT.razorpay_order_id,
      razorpayPaymentId: PAYMENT.razorpay_payment_id,
      razorpaySignature: PAYMENT.razorpay_signature,
    });
    // What the form sends is what the server's own schema takes.
    expect(bookYatraBodySchema.safeParse(body).success).toBe(true);

    const summary = heading.closest('section')!;
    expect(summary).toHaveTextContent('Booking SV-YT-26-004821');
    expect(summary).toHaveTextContent(yatra.name);
    expect(summary).toHaveTextContent('Sat, 29 May 2027 – Wed, 9 Jun 2027');
    expect(summary).toHaveTextContent('Double sharing');
    expect(summary).toHaveTextContent('Asha Verma (42), Ravi Verma (45), Kabir Verma (8)');
    expect(summary).toHaveTextContent('₹1,22,900');
    expect(within(summary).getByRole('link', { name: 'View yatra history' })).toHaveAttribute(
      'href',
      '/history/yatra-history',
    );
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal clearly when the seats went while paying, and reloads the departures', async () => {
    const message = 'Only 1 seat is left on this departure. Your payment will be refunded.';
    const fetchMock = bookingApi({
      [BOOK_ROUTE]: { status: 409, body: { status: false, success: false, message } },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await fillTraveller(user, 1, { name: 'Asha Verma', age: '42', gender: 'Female', idProof: 'Aadhaar' });
    await fillTraveller(user, 2, { name: 'Ravi Verma', age: '45', gender: 'Male', idProof: 'Passport' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹93,000' }));

    const toast = (await screen.findAllByText(message))
      .map((node) => node.closest('[data-sonner-toast]'))
      .find(Boolean);
    expect(toast).toHaveAttribute('data-type', 'error');
    const alert = screen.getAllByRole('alert').find((node) => node.textContent?.includes('Your booking was not made'));
    expect(alert).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Your yatra is booked.' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹93,000' })).toBeEnabled();
    await waitFor(() => expect(bodiesOf(fetchMock, DETAILS)).toHaveLength(2));
  });

  it('toasts "Booking failed." when the booking fails without a message', async () => {
    bookingApi({ [BOOK_ROUTE]: { status: 500 } });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await user.click(screen.getByRole('button', { name: 'Remove traveller 2' }));
    await user.click(screen.getByRole('radio', { name: /Single room/ }));
    await fillTraveller(user, 1, { name: 'Asha Verma', age: '42', gender: 'Female', idProof: 'Aadhaar' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹64,900' }));
    const failed = (await screen.findAllByText('Booking failed.'))
      .map((node) => node.closest('[data-sonner-toast]'))
      .find(Boolean);
    expect(failed).toHaveAttribute('data-type', 'error');
  });

  it('books nothing when checkout is dismissed, and disables the form while paying', async () => {
    const fetchMock = bookingApi();
    let finish: (result: CardPaymentResult) => void = () => {};
    pay.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await fillTraveller(user, 1, { name: 'Asha Verma', age: '42', gender: 'Female', idProof: 'Aadhaar' });
    await fillTraveller(user, 2, { name: 'Ravi Verma', age: '45', gender: 'Male', idProof: 'Passport' });
    const button = screen.getByRole('button', { name: 'Pay ₹93,000' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(within(traveller(1)).getByRole('textbox', { name: 'Full name' })).toBeDisabled();
    finish(DISMISSED);

    const info = (await screen.findByText('Payment was dismissed by the user.')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    await waitFor(() => expect(button).toBeEnabled());
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
  });

  it('shows "Payment Failed." when the payment fails, and books nothing', async () => {
    const fetchMock = bookingApi();
    pay.mockRejectedValue(new Error('Your payment could not be completed as the bank declined it.'));
    const { user } = setup();
    await screen.findByRole('group', { name: 'Traveller 1' });
    await fillTraveller(user, 1, { name: 'Asha Verma', age: '42', gender: 'Female', idProof: 'Aadhaar' });
    await fillTraveller(user, 2, { name: 'Ravi Verma', age: '45', gender: 'Male', idProof: 'Passport' });
    await user.click(screen.getByRole('button', { name: 'Pay ₹93,000' }));
    const failed = (await screen.findByText('Payment Failed.')).closest('[data-sonner-toast]');
    expect(failed).toHaveAttribute('data-type', 'error');
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
  });
});
