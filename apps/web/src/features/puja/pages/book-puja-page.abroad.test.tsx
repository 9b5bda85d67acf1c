/**
 * Booking a puja from abroad: "Where are you paying from?" set to another
 * country prices the packages in dollars and pays through PayPal (the real
 * payWithPaypal with the sandbox stand-in, over the fake API), then book_puja
 * with the PayPal order and capture. The card path is book-puja-page.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bookPujaBodySchema, type PujaBooking } from '@seva/contracts';
import { i18n } from '@/i18n';
import { paypalResult } from '@/lib/payments/test-helpers';
import { address } from '@/test/factories';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { PAYPAL_SANDBOX_ROUTES, payThroughPaypal } from '@/test/payments';
import { closePaypal, renderBookingPage } from '../test/booking-page';
import { booking, pujaDetails } from '../test/fixtures';

const puja = pujaDetails();
const BOOK = '/api/e-commerce/book_puja';
/** Where the card checkout would start: never called from abroad. */
const CARD_ORDER = '/api/app/customer/create_razorpay_order';
const home = address({ name: 'Kamla Verma', city: 'Noida' });

function abroadApi(extra: FakeRoutes = {}) {
  return fakeApi({
    [`GET /api/e-commerce/get_puja_details/${puja._id}`]: { body: { status: true, data: puja } },
    'POST /api/e-commerce/get_address': { body: { status: true, results: [home] } },
    [`POST ${BOOK}`]: (body) => {
      const form = body as PujaBooking & { paypal_order_id: string };
      const chosen = puja.packages.find((p) => p.code === form.packageCode);
      const data = booking({
        ...form,
        _id: '66a0b1c2d3e4f5a6b7c8abcd',
        packageName: chosen?.name ?? '',
        amount: chosen?.priceUsd ?? 0,
        currency: 'USD',
        razorpayOrderId: '',
        paypalOrderId: form.paypal_order_id,
      });
      return { body: { status: true, message: 'Your puja is booked.', data } };
    },
    ...PAYPAL_SANDBOX_ROUTES,
    ...extra,
  });
}

const setup = () => renderBookingPage(puja._id);

const payingFrom = () => screen.getByRole('combobox', { name: 'Where are you paying from?' });
const priceOf = (name: RegExp) => screen.getByRole('radio', { name }).closest('label');

/** Opens the form and sets "Where are you paying from?" to `code`. */
async function openFrom(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Where are you paying from?' }), code);
}

afterEach(closePaypal);

describe('Booking a puja: where the customer pays from', () => {
  it('starts in India with rupee prices and the card button; abroad it shows dollars and PayPal', async () => {
    abroadApi();
    const { user } = setup();
    expect(await screen.findByRole('combobox', { name: 'Where are you paying from?' })).toHaveValue('IN');
    expect(within(payingFrom()).getAllByRole('option')[0]).toHaveTextContent('India');
    expect(priceOf(/Couple/)).toHaveTextContent('₹2,100');
    expect(screen.getByText('From India you pay by card, UPI or net banking in rupees.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay ₹1,100' })).toBeEnabled();

    await user.selectOptions(payingFrom(), 'GB');
    expect(priceOf(/Individual/)).toHaveTextContent('$15.00');
    expect(priceOf(/Couple/)).toHaveTextContent('$28.00');
    expect(screen.getByText('From outside India you pay through PayPal in US dollars.')).toBeInTheDocument();
    expect(screen.getByText(/Prasad is posted within India only/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to PayPal · $15.00' })).toBeEnabled();
  });

  it('asks in Hindi', async () => {
    abroadApi();
    await i18n.changeLanguage('hi');
    setup();
    const select = await screen.findByRole('combobox', { name: 'आप कहाँ से भुगतान कर रहे हैं?' });
    expect(within(select).getAllByRole('option')[0]).toHaveTextContent('भारत');
  });
});

describe('Booking a puja from abroad: PayPal in USD', () => {
  it('pays the dollar price through PayPal, books with the PayPal order and capture, and confirms in dollars', async () => {
    const fetchMock = abroadApi();
    const { user } = setup();
    await openFrom(user, 'GB');
    await user.click(screen.getByRole('radio', { name: /Couple/ }));
    await user.type(screen.getByRole('textbox', { name: 'Devotee 2' }), 'Ravi Verma');
    await user.click(screen.getByRole('radio', { name: /Noida/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to PayPal · $28.00' }));

    // The PayPal step: the form is locked while PayPal's button waits.
    expect(await screen.findByRole('heading', { name: 'Pay $28.00 with PayPal' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Devotee 1' })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' }));
    const approval = await screen.findByRole('dialog', { name: 'PayPal Sandbox Approval' });
    await user.click(within(approval).getByRole('button', { name: 'Approve payment' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your puja is booked.' });
    expect(bodiesOf(fetchMock, '/api/paypal/pay')).toEqual([
      { amount: 28, currency: 'USD', purpose: 'puja', purposeId: puja._id },
    ]);
    const [body] = bodiesOf(fetchMock, BOOK);
    expect(body).toEqual({
      pujaId: puja._id,
      packageCode: 'couple',
      date: '2026-11-30',
      devotees: ['Asha Verma', 'Ravi Verma'],
      gotra: '',
      sankalp: '',
      addressId: home._id,
      paypal_order_id: paypalResult.paypal_order_id,
      paymentId: paypalResult.paymentId,
    });
    // What the form sends is what the server's own schema takes.
    expect(bookPujaBodySchema.safeParse(body).success).toBe(true);
    expect(bodiesOf(fetchMock, CARD_ORDER)).toHaveLength(0);
    const summary = heading.closest('section')!;
    expect(summary).toHaveTextContent('Amount paid$28.00');
    expect(summary).not.toHaveTextContent('₹');
  });

  it('books nothing when PayPal is cancelled, and opens the form again', async () => {
    const fetchMock = abroadApi();
    const { user } = setup();
    await openFrom(user, 'US');
    await payThroughPaypal(user, 'cancel');

    const info = (await screen.findByText('Payment dismissed before completion.')).closest('[data-sonner-toast]');
    expect(info).toHaveAttribute('data-type', 'info');
    expect(bodiesOf(fetchMock, BOOK)).toHaveLength(0);
    expect(await screen.findByRole('button', { name: /^Continue to PayPal/ })).toBeEnabled();
    expect(payingFrom()).toBeEnabled();
  });

  it('goes back to the form with "Change details", and pays by card once back in India', async () => {
    const fetchMock = abroadApi();
    const { user } = setup();
    await openFrom(user, 'CA');
    await user.click(screen.getByRole('button', { name: /^Continue to PayPal/ }));
    await screen.findByRole('button', { name: 'Pay with PayPal (sandbox)' });
    await user.click(screen.getByRole('button', { name: 'Change details' }));

    expect(screen.queryByRole('button', { name: 'Pay with PayPal (sandbox)' })).not.toBeInTheDocument();
    await user.selectOptions(payingFrom(), 'IN');
    expect(priceOf(/Individual/)).toHaveTextContent('₹1,100');
    expect(screen.getByRole('button', { name: 'Pay ₹1,100' })).toBeEnabled();
    expect(bodiesOf(fetchMock, '/api/paypal/pay')).toHaveLength(0);
  });

  it('toasts the server’s message when the booking is refused after the capture', async () => {
    const message = 'The amount paid does not match the price. Your payment will be refunded.';
    abroadApi({ [`POST ${BOOK}`]: { status: 422, body: { status: false, success: false, message } } });
    const { user } = setup();
    await openFrom(user, 'AU');
    await payThroughPaypal(user);
    expect((await screen.findByText(message)).closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Continue to PayPal/ })).toBeEnabled());
    expect(screen.queryByRole('heading', { name: 'Your puja is booked.' })).not.toBeInTheDocument();
  });
});
