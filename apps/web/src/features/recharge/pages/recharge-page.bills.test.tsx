import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { billPaymentBodySchema } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { payWithCard } from '@/lib/payments';
import { getActiveModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { API, ELECTRICITY, POSTPAID, catalogueRoutes, fetchedBill } from '../test/fixtures';
import { rechargeOrder } from '@/test/factories';
import RechargePage from './recharge-page';

vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const bill = fetchedBill();
const BILL_ROUTE: FakeRoutes = { [`POST ${API.fetchBill}`]: { body: { status: 1, data: bill } } };
const ELECTRICITY_ROUTE = `/recharge?recharge-type=${ELECTRICITY.slug}&active-id=${ELECTRICITY.service_id}`;

function setup({ route = ELECTRICITY_ROUTE, loggedIn = true } = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(<RechargePage />, {
    route,
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
  });
  return { user, ...view };
}

const billerSelect = () => screen.getByRole('combobox', { name: 'Biller' });

/** State Delhi, BSES Rajdhani, CA number 100234567, then "Fetch bill". */
async function fetchDelhiBill(user: UserEvent) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'State' }), 'Delhi');
  await user.selectOptions(billerSelect(), 'BSES Rajdhani');
  await user.type(screen.getByRole('textbox', { name: 'CA number (9 digits)' }), '100234567');
  await user.click(screen.getByRole('button', { name: 'Fetch bill' }));
}

beforeEach(() => {
  pay.mockReset();
});

describe('RechargePage: bills fetched before paying', () => {
  it('filters the boards by state, fetches the bill and shows it', async () => {
    const fetchMock = fakeApi({ ...catalogueRoutes(), ...BILL_ROUTE });
    const { user } = setup();
    const state = await screen.findByRole('combobox', { name: 'State' });
    expect(within(billerSelect()).getAllByRole('option')).toHaveLength(10);
    await user.selectOptions(state, 'Delhi');
    expect(
      within(billerSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose biller', 'BSES Rajdhani', 'BSES Yamuna', 'Tata Power Delhi (TPDDL)']);
    await user.selectOptions(billerSelect(), 'BSES Rajdhani');
    expect(screen.getByText('For example 100234567')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'CA number (9 digits)' }), '100234567');
    await user.click(screen.getByRole('button', { name: 'Fetch bill' }));

    const card = await screen.findByRole('region', { name: 'Your bill' });
    expect(card).toHaveTextContent('Customer nameRamesh Kumar Sharma');
    expect(card).toHaveTextContent('Amount due₹1,842.50');
    expect(card).toHaveTextContent('Bill dateSat, 1 Mar 2025');
    expect(card).toHaveTextContent('Due dateSun, 16 Mar 2025');
    expect(card).toHaveTextContent('Bill numberBSES000123456');
    expect(within(card).getByRole('button', { name: 'Pay bill ₹1,842.50' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, API.fetchBill)).toEqual([{ product_code: 'BSES_RAJDHANI', number: '100234567' }]);
  });

  it('checks the number against the biller’s format before fetching', async () => {
    const fetchMock = fakeApi({ ...catalogueRoutes(), ...BILL_ROUTE });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Fetch bill' }));
    expect(await screen.findByText('Please enter number.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your biller.')).toBeInTheDocument();
    await user.selectOptions(billerSelect(), 'BESCOM (Karnataka)');
    await user.type(screen.getByRole('textbox', { name: 'CA number (9 digits)' }), '12AB');
    expect(
      await screen.findByText('Please check the CA number (9 digits): it should look like 100234567.'),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, API.fetchBill)).toHaveLength(0);
  });

  it('says so when no bill is due', async () => {
    fakeApi({
      ...catalogueRoutes(),
      [`POST ${API.fetchBill}`]: {
        status: 404,
        body: { status: false, success: false, message: 'No bill is due on this number right now.' },
      },
    });
    const { user } = setup();
    await fetchDelhiBill(user);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('No bill due');
    expect(status).toHaveTextContent('No bill is due on this number right now.');
    expect(screen.queryByRole('region', { name: 'Your bill' })).not.toBeInTheDocument();
  });

  it('opens the login modal when a visitor fetches a bill', async () => {
    const fetchMock = fakeApi({ ...catalogueRoutes(), ...BILL_ROUTE });
    const { user } = setup({ loggedIn: false });
    await fetchDelhiBill(user);
    await waitFor(() => expect(getActiveModal()).toBe('login'));
    expect(bodiesOf(fetchMock, API.fetchBill)).toHaveLength(0);
  });

  it('pays the bill through billPayment with the fetched bill’s ids', async () => {
    const order = rechargeOrder({
      service_id: ELECTRICITY.service_id,
      serviceName: 'Electricity',
      operatorId: 'BSES_RAJDHANI',
      productName: 'BSES Rajdhani',
      billType: ELECTRICITY.slug,
      number: bill.number,
      circle: null,
      amount: bill.amount,
      fetched_bill_order_id: bill.fetched_bill_order_id,
      bill_fetch_ref: bill.bill_fetch_ref,
    });
    const fetchMock = fakeApi({
      ...catalogueRoutes(),
      ...BILL_ROUTE,
      [`POST ${API.billPayment}`]: { body: { status: 1, message: 'Bill paid.', data: order } },
      [`POST ${API.success}`]: { body: { status: true, message: 'Recorded.', data: order } },
      [`GET ${API.order}*`]: { body: { status: 1, data: order } },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup();
    await fetchDelhiBill(user);
    await user.click(await screen.findByRole('button', { name: 'Pay bill ₹1,842.50' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bill paid' })).toBeInTheDocument();
    // Wording that fits the service (issue 20): a paid bill is not a recharge.
    expect(screen.getByRole('link', { name: 'Pay another bill' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Recharge again' })).not.toBeInTheDocument();
    expect(pay).toHaveBeenCalledWith(expect.objectContaining({ amount: 1842.5, purpose: 'recharge' }));
    const [body] = bodiesOf(fetchMock, API.billPayment);
    expect(body).toEqual({
      number: '100234567',
      product_code: 'BSES_RAJDHANI',
      product_name: 'BSES Rajdhani',
      bill_type: 'electricity-bill',
      amount: 1842.5,
      latitude: null,
      longitude: null,
      fetched_bill_order_id: bill.fetched_bill_order_id,
      bill_fetch_ref: bill.bill_fetch_ref,
      ...PAYMENT,
    });
    expect(billPaymentBodySchema.safeParse(body).success).toBe(true);
    expect(bodiesOf(fetchMock, API.rechargeData)).toHaveLength(0);
  });

  it('drops a fetched bill when the number changes', async () => {
    fakeApi({ ...catalogueRoutes(), ...BILL_ROUTE });
    const { user } = setup();
    await fetchDelhiBill(user);
    await screen.findByRole('region', { name: 'Your bill' });
    await user.type(screen.getByRole('textbox', { name: 'CA number (9 digits)' }), '{Backspace}8');
    expect(screen.queryByRole('region', { name: 'Your bill' })).not.toBeInTheDocument();
  });

  it('asks to fetch again a bill older than 30 minutes', async () => {
    fakeApi({
      ...catalogueRoutes(),
      [`POST ${API.fetchBill}`]: { body: { status: 1, data: fetchedBill({ expiresAt: '2020-01-01T00:00:00.000Z' }) } },
    });
    const { user } = setup();
    await fetchDelhiBill(user);
    await user.click(await screen.findByRole('button', { name: 'Pay bill ₹1,842.50' }));
    expect(
      await screen.findByText('This bill was fetched more than 30 minutes ago. Please fetch it again before paying.'),
    ).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Your bill' })).not.toBeInTheDocument();
  });
});

describe('RechargePage: bills paid by amount', () => {
  it('pays a postpaid bill through billPayment without a fetched bill', async () => {
    const order = rechargeOrder({ service_id: POSTPAID.service_id, billType: POSTPAID.slug, amount: 599 });
    const fetchMock = fakeApi({
      ...catalogueRoutes(),
      [`POST ${API.billPayment}`]: { body: { status: 1, message: 'Bill paid.', data: order } },
      [`POST ${API.success}`]: { body: { status: true, message: 'Recorded.', data: order } },
      [`GET ${API.order}*`]: { body: { status: 1, data: order } },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup({ route: `/recharge?recharge-type=${POSTPAID.slug}&active-id=${POSTPAID.service_id}` });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), 'Airtel Postpaid');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '98765 12345');
    expect(screen.queryByRole('button', { name: 'Browse plans' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '599.50');
    await user.click(screen.getByRole('button', { name: 'Pay bill ₹599.50' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill paid' })).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, API.billPayment);
    expect(body).toMatchObject({ number: '9876512345', product_code: 'AIRTEL_POSTPAID', amount: 599.5 });
    expect(body).not.toHaveProperty('fetched_bill_order_id');
    expect(body).not.toHaveProperty('circle');
  });
});
