/**
 * The booking page for a ritual of kind 'pitr': the pitr paksha form, paid by
 * card from India (payWithCard faked) and through PayPal from abroad (the
 * real payWithPaypal with the sandbox stand-in, over the fake API).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookPitraPujaBodySchema, bookPitraPujaPaypalBodySchema, type PitrBooking } from '@seva/contracts';
import { i18n } from '@/i18n';
import type * as Payments from '@/lib/payments';
import { payWithCard } from '@/lib/payments';
import { paypalResult } from '@/lib/payments/test-helpers';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { DISMISSED, PAID, PAYMENT, PAYPAL_SANDBOX_ROUTES, payThroughPaypal } from '@/test/payments';
import { closePaypal, renderBookingPage } from '../test/booking-page';
import { pitrBooking, pitrRitual } from '../test/fixtures';

// Only the card checkout is faked; PayPal runs for real against the sandbox stand-in.
vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const payByCard = vi.mocked(payWithCard);

const ritual = pitrRitual();
const CARD = '/api/app/customer/book_pitra_puja';
const PAYPAL = '/api/app/customer/book_pitra_puja_with_paypal';
const PAYPAL_PAY = '/api/paypal/pay';
const CAPTURE = '/api/paypal/capture';

/** The server's answer to a booking: the form it was sent, priced and named. */
function booked(body: unknown, currency: 'INR' | 'USD') {
  const form = body as PitrBooking;
  const data = pitrBooking({
    ...form,
    _id: '66a0b1c2d3e4f5a6b7c8abcd',
    reference: 'SV-PT-26-004821',
    packageName: ritual.packages.find((p) => p.code === form.packageCode)?.name ?? '',
    currency,
  });
  return { body: { status: true, message: 'Your pitr paksha ritual is booked.', data } };
}

function pitrApi(extra: FakeRoutes = {}) {
  return fakeApi({
    [`GET /api/e-commerce/get_puja_details/${ritual._id}`]: { body: { status: true, data: ritual } },
    [`POST ${CARD}`]: (body) => booked(body, 'INR'),
    [`POST ${PAYPAL}`]: (body) => booked(body, 'USD'),
    ...PAYPAL_SANDBOX_ROUTES,
    ...extra,
  });
}

const setup = (query = '') => renderBookingPage(ritual._id, query);

const field = (name: string) => screen.getByRole('textbox', { name });
const country = () => screen.getByRole('combobox', { name: 'Country you live in' });

beforeEach(() => payByCard.mockReset());
afterEach(closePaypal);

describe('Booking a pitr paksha ritual: the form', () => {
  it('starts in India with the customer’s name and mobile, rupee prices and the card button', async () => {
    pitrApi();
    setup('&package=family&date=2027-09-19');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book Pind Daan at Vishnupad, Gaya Ji' }),
    ).toBeVisible();
    expect(country()).toHaveValue('IN');
    expect(within(country()).getAllByRole('option')[0]).toHaveTextContent('India');
    expect(field('Your name')).toHaveValue('Asha Verma');
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByRole('radio', { name: /Family/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /One ancestral line/ }).closest('label')).toHaveTextContent('₹7,100');
    expect(screen.getByRole('combobox', { name: 'Date of the ritual' })).toHaveValue('2027-09-19');
    expect(screen.getByText('From India you pay by card, UPI or net banking in rupees.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹21,000' })).toBeEnabled();
  });

  it('shows dollar prices, the dialling code and the PayPal button for a country abroad', async () => {
    pitrApi();
    const { user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country you live in' }), 'US');
    expect(screen.getByRole('radio', { name: /One ancestral line/ }).closest('label')).toHaveTextContent('$88.99');
    expect(field('Mobile number')).toHaveValue('+1');
    expect(screen.getByText('With the country code: +1 followed by your number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to PayPal · $88.99' })).toBeEnabled();

    // Back to India, the customer's own number returns; a number they typed would have stayed.
    await user.selectOptions(country(), 'IN');
    expect(field('Mobile number')).toHaveValue('9876543210');
    await user.clear(field('Mobile number'));
    await user.type(field('Mobile number'), '9123456780');
    await user.selectOptions(country(), 'GB');
    expect(field('Mobile number')).toHaveValue('9123456780');
  });

  it('shows the contract’s messages and pays nothing while the form is invalid', async () => {
    const fetchMock = pitrApi();
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'Your name' }));
    await user.clear(field('Mobile number'));
    await user.type(field('Ancestor 1'), 'M');
    await user.click(screen.getByRole('button', { name: 'Pay ₹7,100' }));

    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(field('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Your name')).toHaveFocus();
    expect(screen.getByText('Please enter your mobile number.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter the name in 2 to 60 characters, or leave the box empty.'),
    ).toBeInTheDocument();

    await user.type(field('Mobile number'), '98765-abc');
    await user.click(screen.getByRole('button', { name: 'Pay ₹7,100' }));
    expect(await screen.findByText('Please enter a valid mobile number.')).toBeInTheDocument();
    expect(payByCard).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, CARD)).toHaveLength(0);
  });

  it('says the contract’s messages in Hindi', async () => {
    pitrApi();
    await i18n.changeLanguage('hi');
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: 'आपका नाम' }));
    await user.click(screen.getByRole('button', { name: '₹7,100 का भुगतान करें' }));
    expect(await screen.findByText('कृपया अपना नाम डालें।')).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox', { name: 'आप किस देश में रहते हैं' })).getAllByRole('option')[0],
    ).toHaveTextContent('भारत');
  });

  it('offers as many ancestors’ names as the chosen package takes, and says so', async () => {
    pitrApi();
    const { user } = setup();
    const rows = () => screen.getAllByRole('textbox', { name: /^Ancestor \d+$/ });
    const addName = () => screen.queryByRole('button', { name: 'Add another name' });
    await screen.findByRole('textbox', { name: 'Ancestor 1' });
    expect(screen.getByRole('radio', { name: /One ancestral line/ })).toBeChecked();
    expect(screen.getByText('The pandit names them in the sankalp. This package takes 1 name.')).toBeVisible();
    expect(rows()).toHaveLength(1);
    expect(addName()).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Family/ }));
    expect(screen.getByText('The pandit names them in the sankalp. This package takes up to 6 names.')).toBeVisible();
    for (let n = 2; n <= 6; n += 1) await user.click(addName() as HTMLElement);
    expect(rows()).toHaveLength(6);
    expect(addName()).not.toBeInTheDocument();

    // Back to one name: the rows the package does not take go.
    await user.click(screen.getByRole('radio', { name: /One ancestral line/ }));
    expect(rows()).toHaveLength(1);
    expect(addName()).not.toBeInTheDocument();

    await i18n.changeLanguage('hi');
    expect(await screen.findByText('पंडित जी संकल्प में ये नाम लेंगे। इस पैकेज में 1 नाम लिया जाता है।')).toBeVisible();
  });

  it('takes up to six ancestors’ names with the family package and sends only the filled ones', async () => {
    const fetchMock = pitrApi();
    payByCard.mockResolvedValue(PAID);
    const { user } = setup('&package=family');
    await user.type(await screen.findByRole('textbox', { name: 'Ancestor 1' }), ' Late Shri Mohan Lal ');
    for (let n = 2; n <= 6; n += 1) await user.click(screen.getByRole('button', { name: 'Add another name' }));
    expect(screen.getAllByRole('textbox', { name: /^Ancestor \d+$/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Add another name' })).not.toBeInTheDocument();
    await user.type(field('Ancestor 3'), 'Late Smt Kamla Devi');
    await user.click(screen.getByRole('button', { name: 'Remove ancestor 2' }));
    expect(screen.getAllByRole('textbox', { name: /^Ancestor \d+$/ })).toHaveLength(5);
    expect(field('Ancestor 2')).toHaveValue('Late Smt Kamla Devi');

    await user.click(screen.getByRole('button', { name: 'Pay ₹21,000' }));
    await screen.findByRole('heading', { name: 'Your pitr paksha ritual is booked.' });
    expect(bodiesOf(fetchMock, CARD)).toEqual([
      expect.objectContaining({ packageCode: 'family', ancestors: ['Late Shri Mohan Lal', 'Late Smt Kamla Devi'] }),
    ]);
  });
});

describe('Booking a pitr paksha ritual from India: card in INR', () => {
  it('pays the rupee price, books with book_pitra_puja and the payment ids, and confirms', async () => {
    const fetchMock = pitrApi();
    payByCard.mockResolvedValue(PAID);
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: /Family/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Date of the ritual' }), '2027-09-19');
    await user.type(field('Gotra (optional)'), 'Bharadwaj');
    await user.type(field('Ancestor 1'), 'Late Shri Mohan Lal Verma');
    await user.click(screen.getByRole('button', { name: 'Pay ₹21,000' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your pitr paksha ritual is booked.' });
    await waitFor(() => expect(heading).toHaveFocus()); // focus moves in an effect after the render
    expect(payByCard).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 21000,
        purpose: 'pitr',
        purposeId: ritual._id,
        description: 'Pind Daan at Vishnupad, Gaya Ji · Family (up to 6 names)',
      }),
    );
    const [body] = bodiesOf(fetchMock, CARD);
    expect(body).toEqual({
      pujaId: ritual._id,
      packageCode: 'family',
      date: '2027-09-19',
      country: 'India',
      customerName: 'Asha Verma',
      mobile: '9876543210',
      gotra: 'Bharadwaj',
      ancestors: ['Late Shri Mohan Lal Verma'],
      amount: 21000,
      paymentId: PAYMENT.razorpay_payment_id,
      ...PAYMENT,
    });
    // What the form sends is what the server's own schema takes.
    expect(bookPitraPujaBodySchema.safeParse(body).success).toBe(true);
    expect(bodiesOf(fetchMock, PAYPAL_PAY)).toHaveLength(0);

    const summary = heading.closest('section')!;
    expect(summary).toHaveTextContent('Booking SV-PT-26-004821');
    expect(summary).toHaveTextContent('Vishnupad Temple, Gaya Ji, Bihar');
    expect(summary).toHaveTextContent('Sun, 19 Sept 2027');
    expect(summary).toHaveTextContent('Late Shri Mohan Lal Verma');
    expect(summary).toHaveTextContent('₹21,000');
    expect(within(summary).getByRole('link', { name: 'View pitr paksha history' })).toHaveAttribute(
      'href',
      '/history/pitr-paksha-history',
    );
    expect(within(summary).getByRole('link', { name: 'Book another ritual' })).toHaveAttribute(
      'href',
      '/puja?kind=pitr',
    );
  });

  it('books nothing when checkout is dismissed', async () => {
    const fetchMock = pitrApi();
    payByCard.mockResolvedValue(DISMISSED);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹7,100' }));
    const info = (await screen.findByText('Payment was dismissed by the user.')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    expect(bodiesOf(fetchMock, CARD)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay ₹7,100' })).toBeEnabled();
  });

  it('toasts the server’s message when the booking is refused after paying', async () => {
    const message = 'The amount does not match the package price. Your payment will be refunded.';
    pitrApi({ [`POST ${CARD}`]: { status: 422, body: { status: false, success: false, message } } });
    payByCard.mockResolvedValue(PAID);
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay ₹7,100' }));
    expect((await screen.findByText(message)).closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('heading', { name: 'Your pitr paksha ritual is booked.' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹7,100' })).toBeEnabled();
  });
});

describe('Booking a pitr paksha ritual from abroad: PayPal in USD', () => {
  it('pays the dollar price through PayPal, books with the capture id and the order id, and confirms', async () => {
    const fetchMock = pitrApi();
    const { user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country you live in' }), 'US');
    await user.type(field('Mobile number'), '4155550123');
    await user.click(screen.getByRole('button', { name: 'Continue to PayPal · $88.99' }));

    // The PayPal step: the form is locked while PayPal's button waits.
    expect(await screen.findByRole('heading', { name: 'Pay $88.99 with PayPal' })).toHaveFocus();
    expect(field('Your name')).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' }));
    const approval = await screen.findByRole('dialog', { name: 'PayPal Sandbox Approval' });
    await user.click(within(approval).getByRole('button', { name: 'Approve payment' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your pitr paksha ritual is booked.' });
    expect(bodiesOf(fetchMock, PAYPAL_PAY)).toEqual([
      { amount: 88.99, currency: 'USD', purpose: 'pitr', purposeId: ritual._id },
    ]);
    expect(bodiesOf(fetchMock, CAPTURE)).toEqual([{ orderID: paypalResult.paypal_order_id }]);
    const [body] = bodiesOf(fetchMock, PAYPAL);
    expect(body).toEqual({
      pujaId: ritual._id,
      packageCode: 'individual',
      date: '2027-09-16',
      country: 'United States',
      customerName: 'Asha Verma',
      mobile: '+14155550123',
      gotra: '',
      ancestors: [],
      amount: 88.99,
      paymentId: paypalResult.paymentId,
      paypal_order_id: paypalResult.paypal_order_id,
    });
    expect(bookPitraPujaPaypalBodySchema.safeParse(body).success).toBe(true);
    expect(payByCard).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, CARD)).toHaveLength(0);
    expect(heading.closest('section')).toHaveTextContent('$88.99');
    expect(heading.closest('section')).toHaveTextContent('United States');
  });

  it('books nothing when PayPal is cancelled, and opens the form again', async () => {
    const fetchMock = pitrApi();
    const { user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country you live in' }), 'CA');
    await user.type(field('Mobile number'), '6045550123');
    await payThroughPaypal(user, 'cancel');

    const info = (await screen.findByText('Payment dismissed before completion.')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    expect(bodiesOf(fetchMock, PAYPAL)).toHaveLength(0);
    expect(bodiesOf(fetchMock, CAPTURE)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /^Continue to PayPal/ })).toBeEnabled();
    expect(field('Your name')).toBeEnabled();
  });

  it('goes back to the form with "Change details" before paying', async () => {
    const fetchMock = pitrApi();
    const { user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country you live in' }), 'GB');
    await user.type(field('Mobile number'), '7700900123');
    await user.click(screen.getByRole('button', { name: /^Continue to PayPal/ }));
    await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' });
    await user.click(screen.getByRole('button', { name: 'Change details' }));

    expect(screen.queryByRole('button', { name: 'Pay with PayPal (sandbox)' })).not.toBeInTheDocument();
    expect(field('Your name')).toBeEnabled();
    await user.selectOptions(country(), 'IN');
    expect(screen.getByRole('button', { name: 'Pay ₹7,100' })).toBeEnabled();
    expect(bodiesOf(fetchMock, PAYPAL_PAY)).toHaveLength(0);
  });

  it('toasts the server’s message when the PayPal booking is refused after the capture', async () => {
    const message = 'Bookings from India are paid by card in INR. Your payment will be refunded.';
    pitrApi({ [`POST ${PAYPAL}`]: { status: 422, body: { status: false, success: false, message } } });
    const { user } = setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country you live in' }), 'AU');
    await user.type(field('Mobile number'), '412345678');
    await payThroughPaypal(user);
    expect((await screen.findByText(message)).closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Continue to PayPal/ })).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'Your pitr paksha ritual is booked.' })).not.toBeInTheDocument();
  });
});
