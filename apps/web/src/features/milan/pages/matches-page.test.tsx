import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MatchCard, MatchesResponse, MatchMode } from '@seva/contracts';
import { paths } from '@/config/paths';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { profileCard } from '../test/fixtures';
import MatchesPage from './matches-page';

const MATCHES = '/api/users/matches';

const matchCard = (firstName: string, match: MatchCard['match'], gunaScore: number | null = null): MatchCard => ({
  ...profileCard({ firstName, gunaScore }),
  _id: `65f0a1b2c3d4e5f6a7b8${String(firstName.length).padStart(4, '0')}`,
  match,
});

const matchesPage = (results: MatchCard[], mode: MatchMode = 'strict'): MatchesResponse => ({
  status: true,
  results,
  total: results.length,
  page: 1,
  pageSize: 12,
  mode,
  stated: ['age', 'religion', 'diet'],
});

function render(route: FakeRoute, at: string = paths.dashboard.matches) {
  const fetchMock = fakeApi({ [`GET ${MATCHES}`]: route });
  const view = renderWithProviders(<MatchesPage />, {
    route: at,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: paths.dashboard.editProfile, element: <h1>Edit profile page</h1> }],
  });
  return { fetchMock, ...view };
}

const modeOf = (fetchMock: ReturnType<typeof fakeApi>) =>
  new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('mode');

describe('MatchesPage (/dashboard/matches, issue 22)', () => {
  it('shows each match with why: the preferences it meets, the guna score and where it differs', async () => {
    const { fetchMock } = render({
      body: matchesPage([
        matchCard('Rahul', { met: 3, stated: 3, unmet: [] }, 28),
        matchCard('Vikram', { met: 2, stated: 3, unmet: ['diet'] }),
      ]),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Matches for you' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('profile-card');
    expect(cards[0]).toHaveTextContent('Matches 3 of your 3 preferences · 28/36 guna');
    expect(cards[1]).toHaveTextContent('Matches 2 of your 3 preferences');
    expect(within(cards[1]!).getByText('Differs on diet')).toBeInTheDocument();
    expect(modeOf(fetchMock)).toBe('strict');
    expect(screen.getByRole('button', { name: 'Strict' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Edit preferences' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile?step=partner',
    );
  });

  it('offers relaxed matching when no one fits strictly, and keeps the mode in the address', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render([
      { body: matchesPage([]) },
      { body: matchesPage([matchCard('Vikram', { met: 2, stated: 3, unmet: ['diet'] })], 'relaxed') },
    ]);
    expect(await screen.findByText('No one fits all your preferences both ways yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try relaxed' }));
    expect(await screen.findByText('Differs on diet')).toBeInTheDocument();
    expect(modeOf(fetchMock)).toBe('relaxed');
    expect(router.state.location.search).toBe('?mode=relaxed');
    expect(screen.getByRole('button', { name: 'Relaxed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a member without a profile to create one', async () => {
    render({ status: 409, body: { status: false, success: false, message: 'Please complete your profile.' } });
    expect(await screen.findByText('Create your Milan Sathi profile to see your matches.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create profile' })).toHaveAttribute('href', '/dashboard/edit-profile');
  });
});
