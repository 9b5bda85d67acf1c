import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { paths } from '@/config/paths';
import { fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { profileCard, profilePath, profileView, shortlistPath } from '../test/fixtures';
import MilanProfilePage from '../pages/milan-profile-page';
import { ProfileCard } from './profile-card';

const PROFILE_ID = '65f0a1b2c3d4e5f6a7b80021';

const saved = (shortlisted: boolean) => ({
  body: {
    success: true,
    message: shortlisted ? MESSAGES.shortlisted : MESSAGES.unshortlisted,
    shortlisted,
  },
});

/** The profile page of a member the signed-in member has not shortlisted, with `routes` for the toggle. */
function renderProfile(routes: FakeRoutes) {
  const profile = profileView({ _id: PROFILE_ID, shortlisted: false });
  const fetchMock = fakeApi({
    [`GET ${profilePath(profile._id)}`]: { body: { success: true, user: profile } },
    ...routes,
  });
  const page = <MilanProfilePage />;
  renderWithProviders(page, {
    route: `/milan-sathi/search/profile/${profile._id}`,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: paths.milanSathi.profile, element: page }],
  });
  return { fetchMock, profile };
}

const callsTo = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === path).map(([, init]) => init?.method);

describe('ShortlistButton (issue 22)', () => {
  it('saves the profile with PUT, then removes it with DELETE, showing the state at once', async () => {
    const user = userEvent.setup();
    const profile = profileView({ _id: PROFILE_ID });
    const { fetchMock } = renderProfile({
      [`PUT ${shortlistPath(profile._id)}`]: saved(true),
      [`DELETE ${shortlistPath(profile._id)}`]: saved(false),
    });
    const toggle = await screen.findByRole('button', { name: 'Shortlist' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    const pressed = await screen.findByRole('button', { name: 'Shortlisted' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(callsTo(fetchMock, shortlistPath(profile._id))).toEqual(['PUT']));

    await user.click(pressed);
    expect(await screen.findByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(callsTo(fetchMock, shortlistPath(profile._id))).toEqual(['PUT', 'DELETE']));
  });

  it("goes back and toasts the server's message when saving fails", async () => {
    const user = userEvent.setup();
    const profile = profileView({ _id: PROFILE_ID });
    renderProfile({
      [`PUT ${shortlistPath(profile._id)}`]: {
        status: 404,
        body: { status: false, success: false, message: MESSAGES.profileNotFound, error: 'not_found' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByText(MESSAGES.profileNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shortlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sits on a card for members, pressed when the card is shortlisted, and not for visitors', () => {
    const { unmount } = renderWithProviders(<ProfileCard card={profileCard({ shortlisted: true })} />, {
      session: fakeSession({ customer: testCustomer }),
    });
    expect(screen.getByRole('button', { name: 'Shortlist Ananya' })).toHaveAttribute('aria-pressed', 'true');
    unmount();
    renderWithProviders(<ProfileCard card={profileCard()} />);
    expect(screen.queryByRole('button', { name: 'Shortlist Ananya' })).not.toBeInTheDocument();
  });
});
