import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { closeModal, getActiveModal } from '@/lib/modal-store';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { basicMonthly, goldYearly, membershipStatus, plans } from '../test/fixtures';
import MembershipPage from './membership-page';

const PLANS = 'GET /api/milan/plans';
const STATUS = 'GET /api/milan/membership';

const render = (loggedIn: boolean) =>
  renderWithProviders(<MembershipPage />, {
    route: '/milan-sathi/membership',
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
    extraRoutes: [{ path: '/milan-sathi/checkout/:planId', element: <h1>Checkout page</h1> }],
  });

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => closeModal());

describe('MembershipPage (/milan-sathi/membership)', () => {
  it('shows each plan with its price, duration and what it unlocks, free first', async () => {
    const fetchMock = fakeApi({ [PLANS]: { body: { success: true, results: plans } } });
    render(false);
    expect(screen.getByTestId('plans-skeleton')).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Free',
      'Basic Monthly',
      'Gold Yearly',
    ]);

    const free = card('Free');
    expect(free).toHaveTextContent('FreeNo time limit');
    expect(free).toHaveTextContent('No contact details');
    expect(free).toHaveTextContent('5 interests a day');
    expect(free).toHaveTextContent('No messaging');
    expect(within(free).queryByRole('button')).not.toBeInTheDocument();

    const basic = card('Basic Monthly');
    expect(basic).toHaveTextContent('₹999for 1 month');
    expect(basic).toHaveTextContent('60 contact views');
    expect(basic).toHaveTextContent('20 interests a day');
    expect(basic).toHaveTextContent('Message your matches');
    expect(basic).toHaveTextContent('No profile boost');

    const gold = card('Gold Yearly');
    expect(gold).toHaveTextContent('Best value');
    expect(gold).toHaveTextContent('₹5,999for 1 year');
    expect(gold).toHaveTextContent('Profile boost: shown first in search');
    expect(within(gold).getByRole('list', { name: 'What Gold Yearly includes' })).toBeInTheDocument();
    expect(screen.getByText('Log in to Milan Sathi to buy a plan.')).toBeInTheDocument();
    // A visitor has no membership to ask about.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/milan/membership'))).toBe(false);
  });

  it('asks a visitor to log in to Milan Sathi before buying', async () => {
    fakeApi({ [PLANS]: { body: { success: true, results: plans } } });
    const user = userEvent.setup();
    const { router } = render(false);
    await user.click(await screen.findByRole('button', { name: 'Buy Gold Yearly' }));
    expect(getActiveModal()).toBe('milanLogin');
    expect(router.state.location.pathname).toBe('/milan-sathi/membership');
  });

  it("shows the member's plan and end date, offers to renew it and to buy the others", async () => {
    fakeApi({
      [PLANS]: { body: { success: true, results: plans } },
      [STATUS]: {
        body: {
          success: true,
          data: membershipStatus({
            plan: basicMonthly,
            endsAt: '2026-04-12T10:00:00.000Z',
            contactViewsUsed: 15,
            contactViewsLeft: 45,
            requestsToday: 3,
            requestsLeftToday: 17,
          }),
        },
      },
    });
    const user = userEvent.setup();
    const { router } = render(true);
    const current = await screen.findByRole('region', { name: 'Your membership' });
    expect(current).toHaveTextContent('Basic Monthly, active until 12 Apr 2026');
    expect(current).toHaveTextContent('Contact views left: 45 of 60');
    expect(current).toHaveTextContent('Interests left today: 17 of 20');

    const basic = card('Basic Monthly');
    expect(basic).toHaveTextContent('Your plan');
    expect(within(basic).getByRole('link', { name: 'Renew Basic Monthly' })).toHaveTextContent('Renew');
    expect(within(card('Gold Yearly')).getByRole('link', { name: 'Buy Gold Yearly' })).toHaveAttribute(
      'href',
      `/milan-sathi/checkout/${goldYearly._id}`,
    );
    await user.click(within(basic).getByRole('link', { name: 'Renew Basic Monthly' }));
    expect(router.state.location.pathname).toBe(`/milan-sathi/checkout/${basicMonthly._id}`);
    expect(getActiveModal()).toBeNull();
  });

  it('says when a member is on the free plan', async () => {
    fakeApi({
      [PLANS]: { body: { success: true, results: plans } },
      [STATUS]: { body: { success: true, data: membershipStatus() } },
    });
    render(true);
    expect(await screen.findByText('You are on the free plan.')).toBeInTheDocument();
    expect(card('Free')).toHaveTextContent('Your plan');
    expect(within(card('Basic Monthly')).getByRole('link', { name: 'Buy Basic Monthly' })).toBeInTheDocument();
  });

  it('shows the empty state when the plans cannot load', async () => {
    fakeApi({ [PLANS]: { status: 500, body: { status: false, success: false, message: 'Down' } } });
    render(false);
    expect(await screen.findByText('No plans are on offer right now. Please check back later.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('MembershipPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('names each plan and its tagline in Hindi, the member’s own plan too', async () => {
    const hindiPlans = [
      { ...basicMonthly, hi: { name: 'बेसिक मासिक' } },
      { ...goldYearly, hi: { name: 'गोल्ड वार्षिक', tagline: 'सबसे किफ़ायती' } },
    ];
    fakeApi({
      [PLANS]: { body: { success: true, results: hindiPlans } },
      [STATUS]: {
        body: { success: true, data: membershipStatus({ plan: hindiPlans[1], endsAt: '2027-11-01T00:00:00.000Z' }) },
      },
    });
    await i18n.changeLanguage('hi');
    render(true);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'बेसिक मासिक',
      'गोल्ड वार्षिक',
    ]);
    expect(card('गोल्ड वार्षिक')).toHaveTextContent('सबसे किफ़ायती');
    expect(await screen.findByText(/गोल्ड वार्षिक.*2027/)).toBeInTheDocument();
  });
});
