import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ID } from '@/test/factories';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import {
  FAMILY,
  FREE_PLAN,
  MEMBERSHIP,
  OWN_PROFILE,
  VERIFICATION,
  familyAccount,
  familyReply,
  membershipReply,
  noProfileReply,
  photo,
  profileReply,
  verificationReply,
} from '../test/fixtures';
import DashboardPage from './dashboard-page';

const renderPage = () =>
  renderWithProviders(<DashboardPage />, { route: '/dashboard', session: fakeSession({ customer: testCustomer }) });

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('DashboardPage (/dashboard)', () => {
  it('greets the member and offers to create a profile when there is none yet', async () => {
    fakeApi({ [OWN_PROFILE]: noProfileReply, [MEMBERSHIP]: membershipReply({ plan: FREE_PLAN, endsAt: null }) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Namaste, Asha' })).toBeInTheDocument();

    const cta = await screen.findByRole('region', { name: 'Create your Milan Sathi profile' });
    expect(within(cta).getByRole('link', { name: 'Create your profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Daily new-matches e-mail' })).not.toBeInTheDocument();
    // Nobody can see a profile that does not exist yet.
    expect(screen.queryByRole('link', { name: 'View my profile as others see it' })).not.toBeInTheDocument();
  });

  it('shows how complete the profile is and links each missing part to its step', async () => {
    fakeApi({ [OWN_PROFILE]: profileReply({ completeness: 70 }), [MEMBERSHIP]: membershipReply() });
    renderPage();

    const ring = await screen.findByRole('progressbar', { name: 'Profile 70% complete' });
    expect(ring).toHaveAttribute('aria-valuenow', '70');
    const card = screen.getByRole('region', { name: 'Profile completeness' });
    const missing = within(card)
      .getAllByRole('link')
      .map((link) => [link.textContent?.replace('+', ''), link.getAttribute('href')]);
    expect(missing).toEqual([
      ['Add a photo', '/dashboard/edit-profile?step=photos'],
      ['Add your birth time and place for kundli matching', '/dashboard/edit-profile?step=kundli'],
      ['Describe the partner you are looking for', '/dashboard/edit-profile?step=partner'],
      ['Edit profile', '/dashboard/edit-profile'],
    ]);

    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(photos).toHaveTextContent('0 of 6 photos');
    expect(within(photos).getByRole('link', { name: 'Add photos' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile?step=photos',
    );
  });

  it('shows the main photo and the photo count, and no missing parts once everything is there', async () => {
    const main = photo({ isPrimary: true });
    fakeApi({
      [OWN_PROFILE]: profileReply({
        completeness: 100,
        photos: [photo(), main],
        birthTime: '06:45',
        birthPlace: 'varanasi',
        partnerPreferences: { ...profileReply().body.user.partnerPreferences, religions: ['hindu'] },
      }),
      [MEMBERSHIP]: membershipReply(),
    });
    renderPage();

    expect(await screen.findByRole('progressbar', { name: 'Profile 100% complete' })).toBeInTheDocument();
    expect(screen.getByText('Your profile is complete. Well done!')).toBeInTheDocument();
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(photos).toHaveTextContent('2 of 6 photos');
    expect(within(photos).getByRole('img', { name: 'Your main photo' })).toHaveAttribute('src', main.image.src);
    expect(within(photos).getByRole('link', { name: 'Manage photos' })).toBeInTheDocument();
  });

  it('sums up a paid membership with Renew', async () => {
    fakeApi({ [OWN_PROFILE]: profileReply(), [MEMBERSHIP]: membershipReply() });
    renderPage();

    const card = screen.getByRole('region', { name: 'Membership' });
    expect(await within(card).findByText('Gold Yearly')).toBeInTheDocument();
    const rows = within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Plan', 'Gold Yearly'],
      ['Ends on', '12 Mar 2027'],
      ['Contact views left', '238'],
      ['Interests left today', '47'],
    ]);
    expect(within(card).getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/milan-sathi/membership');
  });

  it('offers an upgrade on the free plan', async () => {
    fakeApi({
      [OWN_PROFILE]: profileReply(),
      [MEMBERSHIP]: membershipReply({ plan: FREE_PLAN, endsAt: null, contactViewsLeft: 0, requestsLeftToday: 5 }),
    });
    renderPage();

    const card = screen.getByRole('region', { name: 'Membership' });
    expect(await within(card).findByText('Free')).toBeInTheDocument();
    expect(card).toHaveTextContent('No end date');
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/milan-sathi/membership');
  });

  it('falls back quietly when the profile and the membership cannot be loaded, and keeps the quick links', async () => {
    fakeApi({
      [OWN_PROFILE]: { status: 500, body: { status: false, success: false, message: 'Something went wrong.' } },
      [MEMBERSHIP]: { status: 500, body: { status: false, success: false, message: 'Something went wrong.' } },
    });
    renderPage();

    expect(await screen.findByText('We could not load your profile just now.')).toBeInTheDocument();
    expect(
      await screen.findByText('See the plans to view contact details, send more interests and message your matches.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(hrefOf('Upgrade')).toBe('/milan-sathi/membership');
    expect(hrefOf('Search matches')).toBe('/milan-sathi/search');
    expect(hrefOf('Connections')).toBe('/dashboard/connections');
    expect(hrefOf('Messages')).toBe('/dashboard/messages');
    expect(hrefOf('Verification')).toBe('/dashboard/verification');
  });

  it.each([
    ['verified', 'Your profile is ID verified.', null],
    ['pending', 'under review', 'See your request'],
    ['rejected', 'was not approved', 'Try again'],
    [null, 'earn the Verified badge', 'Get verified'],
  ] as const)('shows where the ID verification stands (%s)', async (status, text, link) => {
    fakeApi({
      [OWN_PROFILE]: profileReply(),
      [MEMBERSHIP]: membershipReply(),
      [VERIFICATION]: verificationReply(status),
    });
    renderPage();
    const card = screen.getByRole('region', { name: 'ID verification' });
    expect(await within(card).findByText(new RegExp(text))).toBeInTheDocument();
    if (link) {
      expect(within(card).getByRole('link', { name: link })).toHaveAttribute('href', '/dashboard/verification');
      expect(within(card).queryByRole('img', { name: 'ID verified' })).not.toBeInTheDocument();
    } else {
      expect(within(card).getByRole('img', { name: 'ID verified' })).toHaveTextContent('Verified');
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  it('links to the own profile as others see it', async () => {
    fakeApi({ [OWN_PROFILE]: profileReply(), [MEMBERSHIP]: membershipReply() });
    renderPage();
    expect(await screen.findByRole('link', { name: 'View my profile as others see it' })).toHaveAttribute(
      'href',
      `/milan-sathi/search/profile/${CUSTOMER_ID}`,
    );
  });

  it('offers the daily new-matches e-mail switch once there is a profile (issue 22)', async () => {
    fakeApi({
      [OWN_PROFILE]: profileReply(),
      [MEMBERSHIP]: membershipReply(),
      'GET /api/users/me/match-emails': { body: { success: true, enabled: true, emailVerified: true } },
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Daily new-matches e-mail' });
    expect(await within(card).findByRole('switch', { name: 'Daily new-matches e-mail' })).toBeChecked();
  });

  it('points someone without a profile to the family invitations waiting for them (issue 22)', async () => {
    fakeApi({
      [OWN_PROFILE]: noProfileReply,
      [MEMBERSHIP]: membershipReply({ plan: FREE_PLAN, endsAt: null }),
      [FAMILY]: familyReply({ invitations: [familyAccount()] }),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Family invitations' });
    expect(card).toHaveTextContent('1 invitation to help with a Milan Sathi profile is waiting for you.');
    expect(within(card).getByRole('link', { name: 'Open family access' })).toHaveAttribute('href', '/dashboard/family');
  });

  it('shows no family card when there is nothing to answer or help with', async () => {
    fakeApi({ [OWN_PROFILE]: profileReply(), [MEMBERSHIP]: membershipReply(), [FAMILY]: familyReply() });
    renderPage();
    await screen.findByRole('progressbar');
    expect(screen.queryByRole('region', { name: 'Family invitations' })).not.toBeInTheDocument();
  });
});
