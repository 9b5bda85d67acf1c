import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileViewer, type ProfileViewsResponse } from '@seva/contracts';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { profileCard } from '../test/fixtures';
import ProfileViewsPage from './profile-views-page';

const VIEWS = '/api/users/me/profile-views';
const PRIVACY = '/api/users/me/privacy';

const viewer = (overrides: Partial<ProfileViewer> = {}): ProfileViewer => ({
  ...profileCard(),
  viewedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const answer = (overrides: Partial<ProfileViewsResponse> = {}): ProfileViewsResponse => ({
  status: true,
  total: 0,
  results: [],
  page: 1,
  pageSize: 12,
  locked: false,
  browsePrivately: false,
  ...overrides,
});

function render(routes: Parameters<typeof fakeApi>[0]) {
  const fetchMock = fakeApi(routes);
  renderWithProviders(<ProfileViewsPage />, {
    session: fakeSession({ customer: testCustomer }),
    route: '/dashboard/profile-views',
  });
  return fetchMock;
}

describe('ProfileViewsPage (/dashboard/profile-views, issue 22)', () => {
  it('shows a free member the count, an upgrade prompt to the plans and a disabled switch saying why', async () => {
    render({ [`GET ${VIEWS}`]: { body: answer({ total: 12, locked: true }) } });
    expect(await screen.findByText('12 members viewed your profile in the last 30 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'See who they are' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/milan-sathi/membership');
    expect(screen.queryByTestId('profile-card')).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: 'Browse privately' });
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAccessibleDescription(/comes with a paid plan/);
  });

  it('lists a paid member’s viewers with when they looked', async () => {
    render({
      [`GET ${VIEWS}`]: {
        body: answer({
          total: 2,
          results: [
            viewer({ _id: '65f0a1b2c3d4e5f6a7b80001', firstName: 'Meera', lastActive: 'today' }),
            viewer({ _id: '65f0a1b2c3d4e5f6a7b80002', firstName: 'Kavya' }),
          ],
        }),
      },
    });
    expect(await screen.findByText('2 members viewed your profile in the last 30 days')).toBeInTheDocument();
    const cards = screen.getAllByTestId('profile-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Meera' })).toHaveAttribute(
      'href',
      '/milan-sathi/search/profile/65f0a1b2c3d4e5f6a7b80001',
    );
    expect(cards[0]).toHaveTextContent('Active today');
    expect(screen.getAllByText('Viewed on 20 Nov 2026')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Upgrade your plan' })).not.toBeInTheDocument();
  });

  it('says when nobody has looked yet', async () => {
    render({ [`GET ${VIEWS}`]: { body: answer({ total: 0 }) } });
    expect(await screen.findByText('No views yet')).toBeInTheDocument();
    expect(screen.getByText('0 members viewed your profile in the last 30 days')).toBeInTheDocument();
  });

  it('turns private browsing on for a paid member', async () => {
    const user = userEvent.setup();
    const fetchMock = render({
      [`GET ${VIEWS}`]: [{ body: answer() }, { body: answer({ browsePrivately: true }) }],
      [`PUT ${PRIVACY}`]: { body: { success: true, message: MESSAGES.browsePrivatelyOn, browsePrivately: true } },
    });
    const toggle = await screen.findByRole('switch', { name: 'Browse privately' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(await screen.findByText(MESSAGES.browsePrivatelyOn)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, PRIVACY)).toEqual([{ browsePrivately: true }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Browse privately' })).toBeChecked());
  });

  it('asks a member without a profile to create one', async () => {
    render({
      [`GET ${VIEWS}`]: {
        status: 404,
        body: { status: false, success: false, message: MESSAGES.profileRequired, error: 'profile_required' },
      },
    });
    expect(await screen.findByText('Create your profile first')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toHaveAttribute('href', '/dashboard/edit-profile');
  });
});
