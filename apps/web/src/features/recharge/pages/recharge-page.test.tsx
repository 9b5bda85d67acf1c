import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Payments from '@/lib/payments';
import { payWithCard } from '@/lib/payments';
import { getActiveModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { API, DTH, PREPAID, catalogueRoutes } from '../test/fixtures';
import RechargePage from './recharge-page';

vi.mock('@/lib/payments', async (importOriginal) => ({
  ...(await importOriginal<typeof Payments>()),
  payWithCard: vi.fn(),
}));
const pay = vi.mocked(payWithCard);

const LOOKUP_JIO_DELHI: FakeRoutes = {
  [`POST ${API.lookup}`]: (body) => ({
    body: {
      status: 1,
      data: {
        number: (body as { number: string }).number,
        operator: { product_code: 'JIO', name: 'Jio' },
        circle: { code: 'DL', name: 'Delhi' },
      },
    },
  }),
};

function setup({
  route = '/recharge',
  loggedIn = true,
  prefer,
}: { route?: string; loggedIn?: boolean; prefer?: 'plan' } = {}) {
  const user = userEvent.setup();
  const view = renderWithProviders(<RechargePage prefer={prefer} />, {
    route,
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
  });
  return { user, ...view };
}

const services = async () => within(await screen.findByRole('navigation', { name: 'Recharge and bill services' }));
const currentService = () => screen.getByRole('link', { current: 'page' });

beforeEach(() => {
  pay.mockReset();
});

describe('RechargePage: service grid', () => {
  it('shows every service as an icon link, hides services 30 and 31, and starts on the first', async () => {
    fakeApi(catalogueRoutes());
    setup();
    const grid = await services();
    expect(grid.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mobile Prepaid', '/recharge?recharge-type=prepaid-recharge&active-id=1'],
      ['Mobile Postpaid', '/recharge?recharge-type=postpaid-bill&active-id=2'],
      ['DTH', '/recharge?recharge-type=dth-recharge&active-id=3'],
      ['Electricity', '/recharge?recharge-type=electricity-bill&active-id=4'],
      ['Water', '/recharge?recharge-type=water-bill&active-id=5'],
    ]);
    expect(grid.getAllByRole('link').every((link) => link.querySelector('svg[aria-hidden="true"]'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Donation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(currentService()).toHaveTextContent('Mobile Prepaid');
    expect(grid.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Mobile Prepaid' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
  });

  it('opens the service the query names and puts the chosen one in the query', async () => {
    fakeApi(catalogueRoutes());
    const { user, router } = setup({ route: `/recharge?recharge-type=${DTH.slug}&active-id=${DTH.service_id}` });
    const grid = await services();
    expect(currentService()).toHaveTextContent('DTH');
    expect(await screen.findByRole('combobox', { name: 'Operator' })).toBeInTheDocument();

    await user.click(grid.getByRole('link', { name: 'Electricity' }));
    expect(currentService()).toHaveTextContent('Electricity');
    expect(router.state.location.search).toBe('?recharge-type=electricity-bill&active-id=4');
    expect(await screen.findByRole('button', { name: 'Fetch bill' })).toBeInTheDocument();
  });

  it('brings the chosen service’s form into view when it opens below the grid, not when the page opens', async () => {
    const scrolled = vi.fn();
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect);
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      fakeApi(catalogueRoutes());
      const { user } = setup();
      const grid = await services();
      expect(scrolled).not.toHaveBeenCalled();
      await user.click(grid.getByRole('link', { name: 'Water' }));
      await waitFor(() => expect(scrolled).toHaveBeenCalledTimes(1));
      expect(scrolled.mock.contexts[0]).toContainElement(screen.getByRole('region', { name: 'Water' }));
    } finally {
      rect.mockRestore();
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('takes active-id when recharge-type is unknown', async () => {
    fakeApi(catalogueRoutes());
    setup({ route: '/recharge?recharge-type=old-name&active-id=2' });
    await services();
    expect(currentService()).toHaveTextContent('Mobile Postpaid');
  });

  it('is reached and used from the keyboard: Tab to a service, Enter opens it', async () => {
    fakeApi(catalogueRoutes());
    const { user, router } = setup();
    const grid = await services();
    grid.getByRole('link', { name: 'Mobile Prepaid' }).focus();
    await user.tab();
    await user.tab();
    expect(grid.getByRole('link', { name: 'DTH' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?recharge-type=dth-recharge&active-id=3');
    expect(currentService()).toHaveTextContent('DTH');
    expect(screen.getByRole('region', { name: 'DTH' })).toBeInTheDocument();
  });

  it('opens /mobile on the prepaid service even when it is not the first, and stays on /mobile', async () => {
    fakeApi({ ...catalogueRoutes(), [`GET ${API.services}`]: { body: { status: 1, data: [DTH, PREPAID] } } });
    const { user, router } = setup({ route: '/mobile', prefer: 'plan' });
    const grid = await services();
    expect(currentService()).toHaveTextContent('Mobile Prepaid');
    await user.click(grid.getByRole('link', { name: 'DTH' }));
    expect(router.state.location.pathname).toBe('/mobile');
    expect(currentService()).toHaveTextContent('DTH');
  });

  it('says what to do when the services cannot be loaded, and tries again', async () => {
    fakeApi({
      ...catalogueRoutes(),
      [`GET ${API.services}`]: [{ status: 500 }, { body: { status: 1, data: [PREPAID] } }],
    });
    const { user } = setup();
    expect(
      await screen.findByText(
        'The recharge services could not be loaded. Check your internet connection and try again.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Mobile Prepaid' })).toBeInTheDocument();
  });
});

describe('RechargePage: validation', () => {
  it('asks for the number, the operator, the circle and a plan or amount, SPEC words first', async () => {
    const fetchMock = fakeApi(catalogueRoutes());
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Recharge' }));
    expect(await screen.findByText('Please enter number.')).toBeInTheDocument();
    expect(screen.getByText('Please select plan or enter recharge amount.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your operator.')).toBeInTheDocument();
    expect(screen.getByText('Please choose your circle.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true');
    expect(pay).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, API.rechargeData)).toHaveLength(0);
  });

  it('checks the mobile number and keeps amounts within the limits, in whole rupees', async () => {
    fakeApi({ ...catalogueRoutes(), ...LOOKUP_JIO_DELHI });
    const { user } = setup();
    const number = await screen.findByRole('textbox', { name: 'Mobile number' });
    await user.type(number, '12345');
    const amount = screen.getByRole('textbox', { name: 'Amount (₹)' });
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Recharge ₹5' }));
    expect(
      await screen.findByText('Please enter a valid 10-digit mobile number starting with 6, 7, 8 or 9.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter an amount between ₹10 and ₹10,000.')).toBeInTheDocument();

    await user.clear(number);
    await user.type(number, '+91 98765-12345');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Operator' })).toHaveValue('JIO'));
    await user.clear(amount);
    await user.type(amount, '10001');
    expect(await screen.findByText('Please enter an amount between ₹10 and ₹10,000.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '99.50');
    expect(await screen.findByText('Please enter the amount in whole rupees, without paise.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, 'abc');
    expect(await screen.findByText('Please enter the amount in numbers, for example 299.')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });

  it('checks a DTH number against the operator’s own format', async () => {
    fakeApi(catalogueRoutes());
    const { user } = setup({ route: `/recharge?recharge-type=${DTH.slug}&active-id=${DTH.service_id}` });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Operator' }), 'Tata Play');
    const number = screen.getByRole('textbox', { name: 'Subscriber ID (10 digits, starts with 1)' });
    await user.type(number, '2023456789');
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '350');
    await user.click(screen.getByRole('button', { name: 'Recharge ₹350' }));
    expect(
      await screen.findByText(
        'Please check the Subscriber ID (10 digits, starts with 1): it should look like 1023456789.',
      ),
    ).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
  });
});

describe('RechargePage: visitors', () => {
  it('opens the login modal when a visitor pays, and charges nothing', async () => {
    const fetchMock = fakeApi({ ...catalogueRoutes(), ...LOOKUP_JIO_DELHI });
    const { user } = setup({ loggedIn: false });
    await user.type(await screen.findByRole('textbox', { name: 'Mobile number' }), '9876512345');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Circle' })).toHaveValue('DL'));
    await user.type(screen.getByRole('textbox', { name: 'Amount (₹)' }), '299');
    await user.click(screen.getByRole('button', { name: 'Recharge ₹299' }));

    await waitFor(() => expect(getActiveModal()).toBe('login'));
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
    expect(bodiesOf(fetchMock, API.rechargeData)).toHaveLength(0);
  });
});
