import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecentRecharge, SavedBiller } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { payWithCard } from '@/lib/payments';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { rechargeOrder } from '@/test/factories';
import { PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { API, ELECTRICITY, JIO_DELHI_PLANS, catalogueRoutes, fetchedBill } from '../test/fixtures';
import RechargePage from './recharge-page';

vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const RECENT: RecentRecharge = {
  number: '9811122233',
  service_id: 1,
  billType: 'prepaid-recharge',
  product_code: 'JIO',
  productName: 'Jio',
  circle: 'DL',
  amount: 299,
  plan: { id: 'JIO-DL-299', amount: 299, validity: '28 days', description: 'Unlimited calls, 1.5 GB/day' },
  lastOrderId: '66b0c1d2e3f4a5b6c7d8e9f1',
  rechargedAt: '2025-03-01T10:00:00.000Z',
};

const BILLER: SavedBiller = {
  _id: '66b0c1d2e3f4a5b6c7d8e9f2',
  service_id: ELECTRICITY.service_id,
  billType: ELECTRICITY.slug,
  product_code: 'BSES_RAJDHANI',
  productName: 'BSES Rajdhani',
  number: '100234567',
  nickname: 'Home electricity',
  lastBill: { amount: 1842.5, dueDate: '2025-03-16', billDate: '2025-03-01', customerName: 'Ramesh Kumar Sharma' },
  status: 'due',
  dueInDays: 3,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function setup(route = '/recharge') {
  const user = userEvent.setup();
  renderWithProviders(<RechargePage />, { route, session: fakeSession({ customer: testCustomer }) });
  return { user };
}

beforeEach(() => {
  pay.mockReset();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'contacts');
});

describe('RechargePage: recent numbers', () => {
  it('lists a recent number with its operator, circle and last plan; Repeat pays the same plan at once', async () => {
    const order = rechargeOrder({ number: RECENT.number });
    const fetchMock = fakeApi({
      ...catalogueRoutes(),
      [`GET ${API.recent}`]: { body: { status: 1, data: [RECENT] } },
      [`POST ${API.rechargeData}`]: { body: { status: 1, message: order.message, data: order } },
      [`POST ${API.success}`]: { body: { status: true, message: 'Recorded.', data: order } },
      [`GET ${API.order}*`]: { body: { status: 1, data: order } },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup();

    const recent = await screen.findByRole('region', { name: 'Recent numbers' });
    expect(recent).toHaveTextContent('9811122233');
    expect(recent).toHaveTextContent('Jio · Delhi');
    expect(recent).toHaveTextContent('Last plan: ₹299 · 28 days · Unlimited calls, 1.5 GB/day');
    await user.click(within(recent).getByRole('button', { name: 'Repeat ₹299 for 9811122233' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Recharge successful' })).toBeInTheDocument();
    expect(pay).toHaveBeenCalledWith(expect.objectContaining({ amount: 299, purpose: 'recharge' }));
    expect(bodiesOf(fetchMock, API.rechargeData)).toEqual([
      {
        number: '9811122233',
        product_code: 'JIO',
        product_name: 'Jio',
        bill_type: 'prepaid-recharge',
        amount: 299,
        latitude: null,
        longitude: null,
        circle: 'DL',
        plan_id: 'JIO-DL-299',
        ...PAYMENT,
      },
    ]);
  });

  it('says a plan no longer offered is gone and opens the plan list for that number instead', async () => {
    const gone = { ...RECENT, plan: { ...RECENT.plan!, id: 'JIO-DL-239', amount: 239 }, amount: 239 };
    const fetchMock = fakeApi({ ...catalogueRoutes(), [`GET ${API.recent}`]: { body: { status: 1, data: [gone] } } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Repeat ₹239 for 9811122233' }));

    expect(
      await screen.findByText('The ₹239 plan is no longer offered. Choose a plan for 9811122233.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9811122233');
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('JIO');
    expect(pay).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, API.rechargeData)).toHaveLength(0);
    expect(JIO_DELHI_PLANS.categories[0]?.plans.some((p) => p.id === 'JIO-DL-239')).toBe(false);
  });

  it('opens prefilled for the number a reminder links to', async () => {
    fakeApi(catalogueRoutes());
    setup('/recharge?recharge-type=prepaid-recharge&active-id=1&number=9811122233&operator=AIRTEL&circle=DL');
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toHaveValue('9811122233');
    expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('AIRTEL');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Circle' })).toHaveValue('DL'));
  });
});

describe('RechargePage: contacts', () => {
  it('hides the contacts button where the browser has no Contact Picker', async () => {
    fakeApi(catalogueRoutes());
    setup();
    await screen.findByRole('textbox', { name: 'Mobile number' });
    expect(screen.queryByRole('button', { name: 'Choose from contacts' })).not.toBeInTheDocument();
  });

  it('fills the mobile number from the chosen contact and shows its name', async () => {
    const select = vi.fn().mockResolvedValue([{ name: ['Ravi Kumar'], tel: ['+91 98111 22233'] }]);
    Object.defineProperty(navigator, 'contacts', { value: { select }, configurable: true });
    fakeApi({
      ...catalogueRoutes(),
      [`POST ${API.lookup}`]: {
        body: {
          status: 1,
          data: {
            number: '9811122233',
            operator: { product_code: 'VI', name: 'Vi' },
            circle: { code: 'DL', name: 'Delhi' },
          },
        },
      },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Choose from contacts' }));
    // The picker's code is fetched on the tap.
    expect(await screen.findByText('Contact: Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9811122233');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('VI'));
  });
});

describe('RechargePage: saved billers', () => {
  const electricity = `/recharge?recharge-type=${ELECTRICITY.slug}&active-id=${ELECTRICITY.service_id}`;

  it('shows each saved biller with its last bill and status; Fetch & pay fetches the bill and pays it', async () => {
    const bill = fetchedBill();
    const order = rechargeOrder({
      service_id: 4,
      billType: ELECTRICITY.slug,
      number: bill.number,
      amount: bill.amount,
    });
    const fetchMock = fakeApi({
      ...catalogueRoutes(),
      [`GET ${API.billers}`]: {
        body: {
          status: 1,
          data: [
            BILLER,
            { ...BILLER, _id: '66b0c1d2e3f4a5b6c7d8e9f3', nickname: 'Shop', status: 'overdue', dueInDays: -2 },
          ],
        },
      },
      [`POST ${API.fetchBill}`]: { body: { status: 1, data: bill } },
      [`POST ${API.billPayment}`]: { body: { status: 1, message: 'Bill paid.', data: order } },
      [`POST ${API.success}`]: { body: { status: true, message: 'Recorded.', data: order } },
      [`GET ${API.order}*`]: { body: { status: 1, data: order } },
    });
    pay.mockResolvedValue(PAID);
    const { user } = setup(electricity);

    const home = await screen.findByRole('listitem', { name: 'Home electricity' });
    expect(home).toHaveTextContent('BSES Rajdhani · 100234567');
    expect(home).toHaveTextContent('Due in 3 days');
    expect(home).toHaveTextContent('Last bill ₹1,842.50');
    expect(screen.getByRole('listitem', { name: 'Shop' })).toHaveTextContent('Overdue');

    await user.click(within(home).getByRole('button', { name: 'Fetch & pay' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill paid' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, API.fetchBill)).toEqual([{ product_code: 'BSES_RAJDHANI', number: '100234567' }]);
    expect(bodiesOf(fetchMock, API.billPayment)[0]).toMatchObject({
      amount: bill.amount,
      fetched_bill_order_id: bill.fetched_bill_order_id,
      bill_fetch_ref: bill.bill_fetch_ref,
    });
  });

  it('saves a fetched bill’s biller under a nickname from the bill card', async () => {
    const bill = fetchedBill();
    const fetchMock = fakeApi({
      ...catalogueRoutes(),
      [`POST ${API.fetchBill}`]: { body: { status: 1, data: bill } },
      [`POST ${API.billers}`]: { body: { status: 1, message: 'Biller saved.', data: BILLER } },
      // Saved: the list read again has it.
      [`GET ${API.billers}`]: [{ body: { status: 1, data: [] } }, { body: { status: 1, data: [BILLER] } }],
    });
    const { user } = setup(electricity);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Biller' }), 'BSES_RAJDHANI');
    await user.type(screen.getByRole('textbox', { name: 'CA number (9 digits)' }), '100234567');
    await user.click(screen.getByRole('button', { name: 'Fetch bill' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name for this biller' }), 'Home electricity');
    await user.click(screen.getByRole('button', { name: 'Save this biller' }));
    expect(await screen.findByRole('listitem', { name: 'Home electricity' })).toBeInTheDocument();
    expect(screen.getByText('Saved as Home electricity. Find it above the form next time.')).toBeInTheDocument();
    // The GETs of the list carry no body; the POST carries the biller.
    expect(bodiesOf(fetchMock, API.billers).filter(Boolean)).toEqual([
      { product_code: 'BSES_RAJDHANI', number: '100234567', nickname: 'Home electricity' },
    ]);
  });
});
