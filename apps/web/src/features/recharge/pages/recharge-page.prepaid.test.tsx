import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rechargeBodySchema, successRechargeBodySchema } from '@seva/contracts';
import type * as Payments from '@/lib/payments';
import { payWithCard } from '@/lib/payments';
import { i18n } from '@/i18n';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { PAID, PAYMENT } from '@/test/payments';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { API, JIO_PAYLOAD, NUMBER, DTH, catalogueRoutes } from '../test/fixtures';
import { rechargeOrder } from '@/test/factories';
import RechargePage from './recharge-page';

vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const lookupAnswer = (code: string, name: string, circle = { code: 'DL', name: 'Delhi' }): FakeRoutes => ({
  [`POST ${API.lookup}`]: (body) => ({
    body: {
      status: 1,
      data: { number: (body as { number: string }).number, operator: { product_code: code, name }, circle },
    },
  }),
});

function setup(route = '/recharge') {
  const user = userEvent.setup();
  const view = renderWithProviders(<RechargePage />, { route, session: fakeSession({ customer: testCustomer }) });
  return { user, ...view };
}

const operatorSelect = () => screen.getByRole('combobox', { name: 'Operator' });
const circleSelect = () => screen.getByRole('combobox', { name: 'Circle' });
const amountInput = () => screen.getByRole('textbox', { name: 'Amount (₹)' });

async function typeNumber(user: UserEvent, number = NUMBER) {
  await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), number);
}

beforeEach(() => {
  pay.mockReset();
});

describe('RechargePage: operator detection', () => {
  it('looks the number up at 10 digits and fills operator and circle, which stay changeable', async () => {
    const fetchMock = fakeApi({ ...catalogueRoutes(), ...lookupAnswer('AIRTEL', 'Airtel') });
    const { user } = setup();
    await typeNumber(user, '98765 1234');
    expect(bodiesOf(fetchMock, API.lookup)).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '5');

    expect(
      await screen.findByText('Airtel, Delhi found. You can change them below if this is wrong.'),
    ).toBeInTheDocument();
    expect(operatorSelect()).toHaveValue('AIRTEL');
    expect(circleSelect()).toHaveValue('DL');
    expect(bodiesOf(fetchMock, API.lookup)).toEqual([{ number: NUMBER }]);

    await user.selectOptions(operatorSelect(), 'Vi');
    await user.selectOptions(circleSelect(), 'UP East');
    expect(operatorSelect()).toHaveValue('VI');
    expect(circleSelect()).toHaveValue('UE');
  });

  it('lets the customer choose by hand when the number is unknown', async () => {
    fakeApi({
      ...catalogueRoutes(),
      [`POST ${API.lookup}`]: { status: 404, body: { status: false, success: false, message: 'Not found.' } },
    });
    const { user } = setup();
    await typeNumber(user);
    expect(
      await screen.findByText(
        'We could not find the operator of this number. Please choose the operator and circle below.',
      ),
    ).toBeInTheDocument();
    expect(operatorSelect()).toHaveValue('');
    await user.selectOptions(operatorSelect(), 'BSNL');
    expect(operatorSelect()).toHaveValue('BSNL');
  });
});

describe('RechargePage: plans', () => {
  it('browses plans by category, filters by price or benefit, and fills the amount with the chosen plan', async () => {
    const fetchMock = fakeApi({ ...catalogueRoutes(), ...lookupAnswer('JIO', 'Jio') });
    const { user } = setup();
    await typeNumber(user);
    await waitFor(() => expect(circleSelect()).toHaveValue('DL'));
    await user.click(screen.getByRole('button', { name: 'Browse plans' }));

    const dialog = await screen.findByRole('dialog', { name: 'Plans for Jio · Delhi' });
    const categories = await within(dialog).findByRole('tablist', { name: 'Plan categories' });
    expect(
      within(categories)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Unlimited', 'Data']);
    expect(within(categories).getByRole('tab', { name: 'Unlimited' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getAllByRole('article')).toHaveLength(3);
    const [url] = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(API.plans));
    expect(url).toBe(`${API.plans}?product_code=JIO&circle=DL`);

    await user.click(within(categories).getByRole('tab', { name: 'Data' }));
    expect(within(dialog).getAllByRole('article')).toHaveLength(1);
    expect(within(dialog).getByRole('article')).toHaveTextContent('Data: 1 GB');

    const search = within(dialog).getByRole('searchbox', { name: 'Search plans' });
    await user.type(search, '349');
    expect(within(dialog).getByText('1 plan matches “349”')).toBeInTheDocument();
    expect(within(dialog).getByRole('article')).toHaveTextContent('₹349');
    await user.clear(search);
    await user.type(search, '84 days');
    expect(within(dialog).getByRole('article', { name: '₹799 for 84 days' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'netflix');
    expect(within(dialog).getByText('No plan matches your search')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');

    await user.type(search, '799');
    await user.click(within(dialog).getByRole('button', { name: 'Choose the ₹799 plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(amountInput()).toHaveValue('799');
    expect(screen.getByTestId('chosen-plan')).toHaveTextContent('₹799: Unlimited calls, 1.5 GB/day');
    expect(screen.getByRole('button', { name: 'Recharge ₹799' })).toBeInTheDocument();

    // Typing another amount lets go of the plan.
    await user.clear(amountInput());
    await user.type(amountInput(), '199');
    expect(screen.queryByTestId('chosen-plan')).not.toBeInTheDocument();
  });

  it('in Hindi words the tabs and the aggregator’s plan phrases in Hindi, and searches them', async () => {
    await i18n.changeLanguage('hi');
    try {
      fakeApi({ ...catalogueRoutes(), ...lookupAnswer('JIO', 'Jio') });
      const { user } = setup();
      await user.type(await screen.findByRole('textbox', { name: 'मोबाइल नंबर' }), NUMBER);
      await waitFor(() => expect(screen.getByRole('button', { name: 'प्लान देखें' })).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'प्लान देखें' }));

      const dialog = await screen.findByRole('dialog', { name: /के प्लान$/ });
      const categories = await within(dialog).findByRole('tablist', { name: 'प्लान की श्रेणियाँ' });
      expect(
        within(categories)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['अनलिमिटेड', 'डेटा']);
      const [first] = within(dialog).getAllByRole('article');
      expect(first).toHaveTextContent('28 दिन');
      expect(first).toHaveTextContent('1.5 GB/दिन');
      // A brand stays as the operator names it.
      expect(first).toHaveTextContent('JioTV, JioCloud');

      await user.type(within(dialog).getByRole('searchbox'), '84 दिन');
      expect(within(dialog).getAllByRole('article')).toHaveLength(1);
      expect(within(dialog).getByRole('article')).toHaveTextContent('₹799');
      await user.clear(within(dialog).getByRole('searchbox'));
      const tabs = within(dialog).getByRole('tablist', { name: 'प्लान की श्रेणियाँ' });
      await user.click(within(tabs).getByRole('tab', { name: 'डेटा' }));
      expect(within(dialog).getByRole('article')).toHaveTextContent('मौजूदा प्लान तक');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('asks for the operator and circle before showing plans', async () => {
    fakeApi(catalogueRoutes());
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Browse plans' }));
    expect(await screen.findByText('Please choose your operator.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your circle.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers DTH packs without a circle', async () => {
    const fetchMock = fakeApi(catalogueRoutes());
    const { user } = setup(`/recharge?recharge-type=${DTH.slug}&active-id=${DTH.service_id}`);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), 'Tata Play');
    expect(screen.queryByRole('combobox', { name: 'Circle' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse packs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Packs for Tata Play' });
    const pack = await within(dialog).findByRole('article');
    expect(pack).toHaveTextContent('Hindi Basic HD');
    expect(pack).toHaveTextContent('220 channels');
    expect(within(dialog).queryByRole('tablist')).not.toBeInTheDocument();
    await user.click(within(pack).getByRole('button', { name: 'Choose the ₹350 plan' }));
    expect(amountInput()).toHaveValue('350');
    const urls = fetchMock.mock.calls.map(([input]) => String(input)).filter((u) => u.startsWith(API.plans));
    expect(urls).toEqual([`${API.plans}?product_code=TATAPLAY`]);
  });
});

describe('RechargePage: paying a prepaid recharge', () => {
  it('pays, recharges with the SPEC payload, shows the success and sends the success record', async () => {
    const order = rechargeOrder({ number: NUMBER });
    const fetchMock = fakeApi({
      ...catalogueRoutes(),
      ...lookupAnswer('JIO', 'Jio'),
      [`POST ${API.rechargeData}`]: { body: { status: 1, message: 'Recharge successful.', data: order } },
      [`POST ${API.success}`]: { body: { status: true, message: 'Recorded.', data: order } },
      [`GET ${API.order}*`]: { body: { status: 1, data: order } },
    });
    pay.mockResolvedValue(PAID);
    const { user, router } = setup();
    await typeNumber(user);
    await waitFor(() => expect(operatorSelect()).toHaveValue('JIO'));
    await user.type(amountInput(), '299');
    await user.click(screen.getByRole('button', { name: 'Recharge ₹299' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Recharge successful' });
    // The result moves focus to its heading in an effect, which may run just after the render is found.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(pay).toHaveBeenCalledWith(
      expect.objectContaining({
        amount: 299,
        purpose: 'recharge',
        description: `Mobile Prepaid · Jio · ${NUMBER}`,
        prefill: expect.objectContaining({ name: 'Asha Verma', contact: testCustomer.mobile }),
      }),
    );
    const [body] = bodiesOf(fetchMock, API.rechargeData);
    expect(body).toEqual({
      ...JIO_PAYLOAD,
      circle: 'DL',
      ...PAYMENT,
    });
    expect(rechargeBodySchema.safeParse(body).success).toBe(true);
    expect(bodiesOf(fetchMock, API.billPayment)).toHaveLength(0);

    const result = heading.closest('section')!;
    expect(result).toHaveTextContent(`Jio confirmed your recharge of ₹299 for ${NUMBER}.`);
    expect(result).toHaveTextContent('Operator referenceOP0012345678');
    expect(within(result).getByRole('link', { name: 'View recharge history' })).toHaveAttribute(
      'href',
      '/history/recharge-history',
    );
    expect(within(result).getByRole('link', { name: 'Recharge again' })).toHaveAttribute(
      'href',
      '/recharge?recharge-type=prepaid-recharge&active-id=1',
    );
    expect(router.state.location.search).toContain(`order=${order._id}`);

    await waitFor(() => expect(bodiesOf(fetchMock, API.success)).toHaveLength(1));
    const [record] = bodiesOf(fetchMock, API.success);
    expect(record).toEqual({
      userId: order.userId,
      mobile: order.mobile,
      operatorId: 'JIO',
      amount: 299,
      number: NUMBER,
      operator_reference: 'OP0012345678',
      razorpayOrderId: PAYMENT.razorpay_order_id,
      rechargeOrderId: order.rechargeOrderId,
      request_id: order._id,
      message: 'Recharge successful.',
      billType: 'prepaid-recharge',
      productName: 'Jio',
    });
    expect(successRechargeBodySchema.safeParse(record).success).toBe(true);
    expect(bodiesOf(fetchMock, API.refund)).toHaveLength(0);
  });
});
