import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { getActingAccount } from '@/lib/acting-account';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import {
  FAMILY,
  INVITE_FAMILY,
  OWN_PROFILE,
  familyAccount,
  familyAcceptPath,
  familyMember,
  familyRemovePath,
  familyReply,
  noProfileReply,
  profileReply,
} from '../test/fixtures';
import FamilyPage from './family-page';

const renderPage = () =>
  renderWithProviders(<FamilyPage />, {
    route: '/dashboard/family',
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: '/dashboard/connections', element: <h1>Connections page</h1> }],
  });

const yourFamily = () => screen.findByRole('region', { name: 'Your family' });
const actionReply = (message: string) => ({ body: { success: true, message } });

describe('FamilyPage (/dashboard/family, issue 22)', () => {
  it('checks the invitation with the contract before sending anything', async () => {
    const fetchMock = fakeApi({ [FAMILY]: familyReply(), [OWN_PROFILE]: profileReply() });
    const user = userEvent.setup();
    renderPage();
    const section = await yourFamily();
    expect(section).toHaveTextContent(
      'They can see and answer interests, send messages, search and shortlist for you. They cannot edit your profile, photos or plan.',
    );
    expect(within(section).getByText('You have not invited anyone yet.')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('Their mobile number'), '12345');
    await user.click(await within(section).findByRole('button', { name: 'Send invitation' }));
    expect(await within(section).findByText(MESSAGES.enterFamilyName)).toBeInTheDocument();
    expect(within(section).getByText(MESSAGES.chooseFamilyRelation)).toBeInTheDocument();
    expect(within(section).getByText(MESSAGES.invalidMobile)).toBeInTheDocument();
    expect(within(section).getByLabelText('Their name')).toHaveFocus();
    expect(bodiesOf(fetchMock, '/api/users/me/family')).toEqual([undefined]);
  });

  it('invites a family member and lists them as invited; the server’s refusal of the number shows under it', async () => {
    const sunita = familyMember({ name: 'Sunita', mobile: 'XXXXXX3210' });
    const fetchMock = fakeApi({
      [FAMILY]: familyReply(),
      [OWN_PROFILE]: profileReply(),
      [INVITE_FAMILY]: [
        { status: 400, body: { status: false, success: false, error: 'self', message: MESSAGES.familyInviteSelf } },
        { body: { success: true, message: MESSAGES.familyInvited, member: sunita } },
      ],
    });
    const user = userEvent.setup();
    renderPage();
    const section = await yourFamily();
    await user.type(within(section).getByLabelText('Their name'), '  Sunita ');
    await user.selectOptions(within(section).getByLabelText('Who they are to you'), 'Parent');
    await user.type(within(section).getByLabelText('Their mobile number'), '+91 98765 43210');
    await user.click(await within(section).findByRole('button', { name: 'Send invitation' }));

    const mobile = within(section).getByLabelText('Their mobile number');
    await waitFor(() => expect(mobile).toHaveAccessibleDescription(MESSAGES.familyInviteSelf));

    await user.click(within(section).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(MESSAGES.familyInvited)).toBeInTheDocument();
    const rows = within(section).getByRole('list', { name: 'Your family' });
    expect(within(rows).getByRole('listitem')).toHaveTextContent('SunitaInvitedParentMobile: XXXXXX3210');
    expect(within(section).getByLabelText('Their name')).toHaveValue('');
    expect(bodiesOf(fetchMock, '/api/users/me/family').slice(1)).toEqual([
      { name: 'Sunita', relation: 'parent', mobile: '9876543210' },
      { name: 'Sunita', relation: 'parent', mobile: '9876543210' },
    ]);
  });

  it('shows each helper’s status and hides the form at the limit', async () => {
    fakeApi({
      [FAMILY]: familyReply({
        members: [familyMember({ status: 'active' }), familyMember({ name: 'Rohan', relation: 'sibling' })],
      }),
    });
    renderPage();
    const section = await yourFamily();
    expect(within(section).getByText('Active')).toBeInTheDocument();
    expect(section).toHaveTextContent('You have invited 2 family members, the most you can.');
    expect(within(section).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('offers to create a profile first when the member has none', async () => {
    fakeApi({ [FAMILY]: familyReply(), [OWN_PROFILE]: noProfileReply });
    renderPage();
    const section = await yourFamily();
    const cta = await within(section).findByRole('region', { name: 'Create your Milan Sathi profile' });
    expect(within(cta).getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
    expect(within(section).queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('accepts an invitation, which then lists among the profiles the person helps with', async () => {
    const invitation = familyAccount();
    const fetchMock = fakeApi({
      [FAMILY]: [familyReply({ invitations: [invitation] }), familyReply({ accounts: [invitation] })],
      [OWN_PROFILE]: noProfileReply,
      [familyAcceptPath(invitation._id)]: actionReply(MESSAGES.familyAccepted),
    });
    const user = userEvent.setup();
    renderPage();
    const invitations = await screen.findByRole('region', { name: 'Invitations for you' });
    expect(invitations).toHaveTextContent('Priya S. invited you to help with their Milan Sathi profile.');
    expect(invitations).toHaveTextContent('You were added as: Brother or sister');

    await user.click(within(invitations).getByRole('button', { name: 'Accept the invitation from Priya S.' }));
    expect(await screen.findByText(MESSAGES.familyAccepted)).toBeInTheDocument();
    const accounts = await screen.findByRole('region', { name: 'Profiles you help with' });
    expect(within(accounts).getByRole('button', { name: 'Help Priya S.' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations for you' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/accept') && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('helps with an account: acts for it and opens its interests', async () => {
    fakeApi({ [FAMILY]: familyReply({ accounts: [familyAccount()] }), [OWN_PROFILE]: noProfileReply });
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Help Priya S.' }));
    expect(getActingAccount()).toEqual({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' });
    expect(await screen.findByRole('heading', { name: 'Connections page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/connections');
  });

  it('removes a helper only after the confirmation', async () => {
    const sunita = familyMember({ name: 'Sunita', status: 'active' });
    const fetchMock = fakeApi({
      [FAMILY]: [familyReply({ members: [sunita] }), familyReply()],
      [OWN_PROFILE]: profileReply(),
      [familyRemovePath(sunita._id)]: actionReply(MESSAGES.familyRemoved),
    });
    const user = userEvent.setup();
    renderPage();
    const section = await yourFamily();
    const removeCalls = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');

    await user.click(await within(section).findByRole('button', { name: 'Remove Sunita' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove Sunita?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(removeCalls()).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Remove Sunita' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove Sunita?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MESSAGES.familyRemoved)).toBeInTheDocument();
    expect(removeCalls()).toHaveLength(1);
    expect(String(removeCalls()[0]?.[0])).toBe(`/api/users/me/family/${sunita._id}`);
    expect(await within(section).findByText('You have not invited anyone yet.')).toBeInTheDocument();
  });

  it('offers Try again when the family access cannot be loaded', async () => {
    fakeApi({ [FAMILY]: { status: 500, body: { status: false, success: false, message: 'Down' } } });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your family access just now.');
  });
});
