import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MatchEmailsResponse } from '@seva/contracts';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { MatchEmailsCard } from './match-emails-card';

const MATCH_EMAILS = '/api/users/me/match-emails';

const setting = (overrides: Partial<MatchEmailsResponse> = {}): MatchEmailsResponse => ({
  success: true,
  enabled: true,
  emailVerified: true,
  ...overrides,
});

function render(routes: Parameters<typeof fakeApi>[0]) {
  const fetchMock = fakeApi(routes);
  renderWithProviders(<MatchEmailsCard />, { session: fakeSession({ customer: testCustomer }), route: '/dashboard' });
  return fetchMock;
}

describe('MatchEmailsCard (the dashboard’s daily new-matches e-mail switch, issue 22)', () => {
  it('turns the e-mail off and says so', async () => {
    const user = userEvent.setup();
    const fetchMock = render({
      [`GET ${MATCH_EMAILS}`]: { body: setting() },
      [`PUT ${MATCH_EMAILS}`]: { body: setting({ enabled: false, message: MESSAGES.matchEmailsOff }) },
    });
    const toggle = await screen.findByRole('switch', { name: 'Daily new-matches e-mail' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/up to 5 of them/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText(MESSAGES.matchEmailsOff)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, MATCH_EMAILS)).toEqual([undefined, { enabled: false }]);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Daily new-matches e-mail' })).not.toBeChecked());
  });

  it('turns it back on, and asks a member without a verified e-mail to verify it', async () => {
    const user = userEvent.setup();
    render({
      [`GET ${MATCH_EMAILS}`]: { body: setting({ enabled: false, emailVerified: false }) },
      [`PUT ${MATCH_EMAILS}`]: {
        body: setting({ enabled: true, emailVerified: false, message: MESSAGES.matchEmailsOn }),
      },
    });
    const toggle = await screen.findByRole('switch', { name: 'Daily new-matches e-mail' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('link', { name: /Verify your e-mail address/ })).toHaveAttribute('href', '/profile');
    await user.click(toggle);
    expect(await screen.findByText(MESSAGES.matchEmailsOn)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Daily new-matches e-mail' })).toBeChecked());
  });

  it('shows the failure and keeps the switch as it was', async () => {
    const user = userEvent.setup();
    render({
      [`GET ${MATCH_EMAILS}`]: { body: setting() },
      [`PUT ${MATCH_EMAILS}`]: { status: 500, body: { status: false, success: false, message: '' } },
    });
    await user.click(await screen.findByRole('switch', { name: 'Daily new-matches e-mail' }));
    expect(await screen.findByText('We could not change your e-mail setting. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Daily new-matches e-mail' })).toBeChecked();
  });
});
