import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { freeMembershipPlan, membershipPlan } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { callsWith, refusal, saved } from '../../shared/test/api-answers';
import { adminPlan } from '../test/milan-fixtures';
import MilanPlansPage from './milan-plans-page';

beforeAll(() => loadNamespace('admin'));

const PLANS = '/api/admin/milan/plans';
const free = adminPlan(freeMembershipPlan());
const gold = adminPlan(
  membershipPlan({
    code: 'gold-monthly',
    name: 'Gold Monthly',
    durationDays: 30,
    price: 2999,
    contactViews: 200,
    tagline: 'Most popular',
  }),
);
const basic = adminPlan(
  membershipPlan({
    code: 'basic-yearly',
    name: 'Basic Yearly',
    durationDays: 365,
    price: 3999.5,
    contactViews: 1,
    requestsPerDay: 20,
    messaging: false,
    profileBoost: false,
    tagline: '',
    active: false,
  }),
);
const listed = (...results: object[]) => ({ body: { status: true, results } });

function setup(route = '/admin/milan/plans') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<MilanPlansPage />, { route }) };
}

describe('MilanPlansPage', () => {
  it('lists every plan with price in rupees, duration and what it unlocks; the free plan is fixed', async () => {
    fakeApi({ [`GET ${PLANS}`]: listed(free, gold, basic) });
    setup();
    expect(await screen.findByText('3 plans')).toBeInTheDocument();
    const freeRow = screen.getByRole('row', { name: /Free/ });
    expect(freeRow).toHaveTextContent('₹0');
    expect(freeRow).toHaveTextContent('No end');
    expect(freeRow).toHaveTextContent('Always free and shown');
    expect(within(freeRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(freeRow).queryByRole('switch')).not.toBeInTheDocument();

    const goldRow = screen.getByRole('row', { name: /Gold Monthly/ });
    expect(goldRow).toHaveTextContent('₹2,999');
    expect(goldRow).toHaveTextContent('30 days');
    expect(goldRow).toHaveTextContent('200 contact views');
    expect(goldRow).toHaveTextContent('50 interests a day');
    expect(goldRow).toHaveTextContent('Messaging');
    expect(goldRow).toHaveTextContent('Profile boost');
    expect(within(goldRow).getByRole('switch', { name: 'Show Gold Monthly on the membership page' })).toBeChecked();

    const basicRow = screen.getByRole('row', { name: /Basic Yearly/ });
    expect(basicRow).toHaveTextContent('₹3,999.50');
    expect(basicRow).toHaveTextContent('365 days');
    expect(basicRow).toHaveTextContent('1 contact view');
    expect(basicRow).not.toHaveTextContent('Messaging');
    expect(basicRow).toHaveTextContent('Hidden');
    expect(within(basicRow).getByRole('switch')).not.toBeChecked();
  });

  it('creates a plan with the contract’s checks, price in rupees', async () => {
    const silver = membershipPlan({
      code: 'silver-quarterly',
      name: 'Silver Quarterly',
      price: 1499,
      durationDays: 90,
    });
    const fetchMock = fakeApi({ [`GET ${PLANS}`]: listed(free), [`POST ${PLANS}`]: saved(silver, 'Plan created.') });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const dialog = screen.getByRole('dialog', { name: 'New plan' });
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '0');
    await user.type(within(dialog).getByLabelText('Code'), 'Silver Plan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the plan name.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Use 2–40 lowercase letters, digits and hyphens for the code.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('A paid plan costs at least ₹1.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name'), 'Silver Quarterly');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'silver-quarterly');
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '1499');
    await user.clear(within(dialog).getByLabelText('Duration (days)'));
    await user.type(within(dialog).getByLabelText('Duration (days)'), '90');
    await user.type(within(dialog).getByLabelText('Tagline'), 'Best for families');
    const hindiName = within(dialog).getByLabelText('Name (Hindi)');
    expect(hindiName).toHaveAttribute('lang', 'hi');
    await user.type(hindiName, 'सिल्वर त्रैमासिक');
    await user.click(within(dialog).getByLabelText("Boost the member's profile in search and featured"));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Plan created.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, PLANS).filter(Boolean)).toEqual([
      {
        code: 'silver-quarterly',
        name: 'Silver Quarterly',
        durationDays: 90,
        price: 1499,
        contactViews: 60,
        requestsPerDay: 20,
        messaging: true,
        profileBoost: true,
        tagline: 'Best for families',
        active: true,
        hi: { name: 'सिल्वर त्रैमासिक', tagline: '' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a plan with PUT; a code in use shows under the code', async () => {
    const taken = 'Another plan already uses this code. Choose a different code.';
    const fetchMock = fakeApi({
      [`GET ${PLANS}`]: listed(free, gold, basic),
      [`PUT ${PLANS}/${gold._id}`]: (body) =>
        (body as { code: string }).code === 'basic-yearly'
          ? { status: 409, body: { status: false, success: false, message: taken, error: 'plan_code_taken' } }
          : saved({ ...gold, ...(body as object) }, 'Plan saved.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gold Monthly' });
    expect(within(dialog).getByLabelText('Price (₹)')).toHaveValue(2999);
    expect(within(dialog).getByLabelText('Show this plan on the membership page')).toBeChecked();

    const code = within(dialog).getByLabelText('Code');
    await user.clear(code);
    await user.type(code, 'basic-yearly');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, 'gold-monthly');
    await user.clear(within(dialog).getByLabelText('Price (₹)'));
    await user.type(within(dialog).getByLabelText('Price (₹)'), '3499');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${PLANS}/${gold._id}`).at(-1)).toEqual({
      code: 'gold-monthly',
      name: 'Gold Monthly',
      durationDays: 30,
      price: 3499,
      contactViews: 200,
      requestsPerDay: 50,
      messaging: true,
      profileBoost: true,
      tagline: 'Most popular',
      active: true,
      hi: { name: '', tagline: '' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides a plan with its switch, and turns it back when the server refuses', async () => {
    const message = 'The plan could not be saved right now.';
    const fetchMock = fakeApi({
      [`GET ${PLANS}`]: [listed(free, gold, basic), listed(free, { ...gold, active: false }, basic)],
      [`PUT ${PLANS}/${gold._id}`]: saved(
        { ...gold, active: false },
        'Plan saved. It is hidden from the membership page.',
      ),
      [`PUT ${PLANS}/${basic._id}`]: refusal(409, message),
    });
    const { user } = setup();
    const goldSwitch = await screen.findByRole('switch', { name: 'Show Gold Monthly on the membership page' });
    await user.click(goldSwitch);
    expect(await screen.findByText('Plan saved. It is hidden from the membership page.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${PLANS}/${gold._id}`)).toEqual([{ ...planFields(gold), active: false }]);
    await waitFor(() => expect(goldSwitch).not.toBeChecked());

    const basicSwitch = screen.getByRole('switch', { name: 'Show Basic Yearly on the membership page' });
    await user.click(basicSwitch);
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(basicSwitch).not.toBeChecked());
  });

  it('shows the server’s message with Try again when the plans cannot be loaded', async () => {
    fakeApi({ [`GET ${PLANS}`]: refusal(500, 'Something went wrong. Please try again.') });
    setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('MilanPlansPage in Hindi (issue 21)', () => {
  it('edits the tagline in Hindi beside the English and sends it in hi', async () => {
    const halfway = { ...gold, hi: { name: 'गोल्ड मासिक' }, hindiMissing: ['tagline'] };
    const fetchMock = fakeApi({
      [`GET ${PLANS}`]: listed(free, halfway),
      [`PUT ${PLANS}/${gold._id}`]: saved(halfway, 'Plan saved.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold Monthly' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Gold Monthly' });
    expect(within(dialog).getByLabelText('Name (Hindi)')).toHaveValue('गोल्ड मासिक');
    const tagline = within(dialog).getByLabelText('Tagline (Hindi)');
    expect(tagline).toHaveAttribute('lang', 'hi');
    await user.type(tagline, 'सबसे लोकप्रिय');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Plan saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${PLANS}/${gold._id}`)).toEqual([
      { ...planFields(gold), hi: { name: 'गोल्ड मासिक', tagline: 'सबसे लोकप्रिय' } },
    ]);
  });

  it('marks plans whose Hindi is incomplete and filters them with ?hindi=missing', async () => {
    const untranslated = { ...basic, hindiMissing: ['name'] };
    const fetchMock = fakeApi({
      [`GET ${PLANS}`]: (_body, url) =>
        url.includes('hindi=missing') ? listed(untranslated) : listed(free, gold, untranslated),
    });
    const { user, router } = setup();
    const row = await screen.findByRole('row', { name: /Basic Yearly/ });
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Name')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Gold Monthly/ })).queryByText('Hindi missing')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${PLANS}?hindi=missing`);
    expect(await screen.findByText('1 plan')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Gold Monthly/ })).not.toBeInTheDocument();
  });

  it('says so when no plan lacks Hindi, and lists every plan again', async () => {
    fakeApi({
      [`GET ${PLANS}`]: (_body, url) => (url.includes('hindi=missing') ? listed() : listed(free, gold)),
    });
    const { user, router } = setup('/admin/milan/plans?hindi=missing');
    expect(await screen.findByText('No plan lacks Hindi')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all plans' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('row', { name: /Gold Monthly/ })).toBeInTheDocument();
  });
});

/** The fields a PUT sends: no id, and no Hindi (the server keeps the plan's own). */
function planFields({ _id: _ignored, hi: _hindi, hindiMissing: _missing, ...fields }: typeof gold) {
  return fields;
}
