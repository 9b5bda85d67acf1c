import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type ProfileView } from '@seva/contracts';
import { paths } from '@/config/paths';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { getActiveModal } from '@/lib/modal-store';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { CONNECT, kundliMatch, profilePath, profileView } from '../test/fixtures';
import MilanProfilePage from './milan-profile-page';

const HIDDEN_ID = '65f0a1b2c3d4e5f6a7b8eeee';
const photoRequestPath = (id: string) => `/api/users/${id}/photo-request`;
const notFound = { status: 404, body: { status: false, success: false, message: 'This profile is not available.' } };

/** Renders the profile `view` (null: a 404); `after` is what the profile reads as on later loads. */
function render(
  view: Partial<ProfileView> | null,
  {
    loggedIn = true,
    routes = {},
    after = {},
  }: { loggedIn?: boolean; routes?: FakeRoutes; after?: Partial<ProfileView> } = {},
) {
  const profile = profileView(view ?? {});
  const fetchMock = fakeApi({
    [`GET ${profilePath(profile._id)}`]:
      view === null
        ? notFound
        : [{ body: { success: true, user: profile } }, { body: { success: true, user: { ...profile, ...after } } }],
    ...routes,
  });
  const page = <MilanProfilePage />;
  const result = renderWithProviders(page, {
    route: `/milan-sathi/search/profile/${profile._id}`,
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
    extraRoutes: [
      { path: paths.milanSathi.profile, element: page },
      { path: paths.milanSathi.search, element: <h1>Search page</h1> },
    ],
  });
  return { ...result, profile, fetchMock };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Ananya S.' });
const section = (name: string) => screen.getByRole('region', { name });

// Full profiles are large DOMs; role queries over them are slow in jsdom on a busy machine.
describe('MilanProfilePage (/milan-sathi/search/profile/:id)', { timeout: 15_000 }, () => {
  it('shows the photos primary first, the details, rashi and nakshatra, and the kundli table', async () => {
    const user = userEvent.setup();
    render({});
    expect(screen.getByTestId('milan-profile-skeleton')).toBeInTheDocument();
    await heading();
    expect(screen.getByText(/27 yrs · 5′ 4″ · Lucknow, Uttar Pradesh/)).toBeInTheDocument();
    expect(screen.getByText('Profile created by parent')).toBeInTheDocument();

    const main = screen.getByRole('img', { name: 'Photo 1 of 2 of Ananya S.' });
    expect(main).toHaveAttribute('src', '/uploads/milan/ananya-1-640.webp');
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Ananya S.' })).toHaveAttribute(
      'src',
      '/uploads/milan/ananya-2-640.webp',
    );

    expect(section('About')).toHaveTextContent('I love classical music');
    const basics = section('Basic details');
    expect(basics).toHaveTextContent('Height5′ 4″ (163 cm)');
    expect(basics).toHaveTextContent('Marital statusNever married');
    expect(basics).toHaveTextContent('DietVegetarian');
    const community = section('Religion and community');
    expect(community).toHaveTextContent('CasteAgarwal');
    expect(community).toHaveTextContent('Sub-casteNot specified');
    expect(community).toHaveTextContent('GotraGarg');
    expect(community).toHaveTextContent('Rashi (Moon sign)Karka (Cancer)');
    expect(community).toHaveTextContent('NakshatraPushya');
    expect(section('Education and career')).toHaveTextContent('EducationMaster’s degree · M.Tech, IIT Kanpur');
    expect(section('Education and career')).toHaveTextContent('Income₹10–20 lakh a year');
    expect(section('Family')).toHaveTextContent('Family typeJoint family');
    expect(section('Family')).toHaveTextContent('Native placeVaranasi');
    const preferences = section('Partner preferences');
    expect(preferences).toHaveTextContent('Age27 to 33 yrs');
    expect(preferences).toHaveTextContent('Height5′ 6″ (168 cm) or taller');
    expect(preferences).toHaveTextContent('Mother tongueOpen to all');
    expect(preferences).toHaveTextContent('StatesUttar Pradesh, Delhi');

    const kundli = section('Kundli match');
    expect(within(kundli).getByTestId('kundli-total')).toHaveTextContent('24/36');
    expect(kundli).toHaveTextContent('Good match');
    const table = within(kundli).getByRole('table');
    const [head, body, foot] = within(table).getAllByRole('rowgroup') as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Koota', 'Points']);
    const rows = within(body).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual([
      'Varna',
      'Vashya',
      'Tara',
      'Yoni',
      'Graha Maitri',
      'Gana',
      'Bhakoot',
      'Nadi',
    ]);
    expect(rows[2]).toHaveTextContent(
      'Well-being and fortune from the birth stars.The birth stars are favourable one way only: a mixed result.1.5/3',
    );
    expect(rows[7]).toHaveTextContent('Different nadi: the best result.8/8');
    expect(foot).toHaveTextContent('Total24/36');
  });

  it('words a score below 18 gently', async () => {
    render({ kundli: kundliMatch({ total: 14.5 }) });
    await heading();
    const kundli = section('Kundli match');
    expect(kundli).toHaveTextContent('14.5/36');
    expect(kundli).toHaveTextContent('Low match');
    expect(kundli).toHaveTextContent('not a rejection');
  });

  it.each([
    ['login', false, 'Log in to see how your kundlis match.'],
    ['viewer_incomplete', true, 'Add your birth date, time and place to see your kundli match.'],
    ['profile_incomplete', true, 'Ananya S. has not added birth details yet'],
    ['same_gender', true, 'Kundli matching is worked out between a bride and a groom.'],
  ] as const)('says why there is no kundli score (%s)', async (missing, loggedIn, text) => {
    const user = userEvent.setup();
    render({ kundli: null, kundliMissing: missing, contactLock: loggedIn ? 'membership' : 'login' }, { loggedIn });
    await heading();
    const kundli = section('Kundli match');
    expect(kundli).toHaveTextContent(text);
    expect(within(kundli).queryByRole('table')).not.toBeInTheDocument();
    if (missing === 'viewer_incomplete') {
      expect(within(kundli).getByRole('link', { name: 'Add birth details' })).toHaveAttribute(
        'href',
        '/dashboard/edit-profile',
      );
    }
    if (missing === 'login') {
      await user.click(within(kundli).getByRole('button', { name: 'Log in' }));
      expect(getActiveModal()).toBe('milanLogin');
    }
  });

  it('shows the lock and the reason instead of hidden photos', async () => {
    render({ photos: [], photosHidden: true });
    await heading();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const lock = screen.getByTestId('photo-locked');
    expect(lock).toHaveTextContent('Photo visible after connecting');
    expect(lock).toHaveTextContent('Ananya S. shares photos only with people whose interest they accepted.');
  });

  it.each([
    ['membership', 'Contact details are shared with members on a paid plan', 'See membership plans'],
    ['quota', 'You have seen as many contact details as your plan allows.', 'Upgrade your plan'],
  ] as const)('locks the contact details behind a plan (%s)', async (lock, text, link) => {
    render({ contactLock: lock });
    await heading();
    const contact = section('Contact details');
    expect(contact).toHaveTextContent(text);
    expect(within(contact).getByRole('link', { name: link })).toHaveAttribute('href', '/milan-sathi/membership');
    expect(within(contact).queryByRole('link', { name: /^\+91/ })).not.toBeInTheDocument();
  });

  it('asks for an accepted interest, then shows the contact details when the server sends them', async () => {
    render({ contactLock: 'connection' });
    await heading();
    expect(section('Contact details')).toHaveTextContent('Contact details show once Ananya S. accepts your interest.');
  });

  it('shows contact details to a connected member with a plan', async () => {
    render({
      contact: { mobile: '9876512345', email: 'ananya@example.com' },
      contactLock: null,
      connection: 'accepted',
    });
    await heading();
    const contact = section('Contact details');
    expect(within(contact).getByRole('link', { name: '+91 98765 12345' })).toHaveAttribute('href', 'tel:+919876512345');
    expect(within(contact).getByRole('link', { name: 'ananya@example.com' })).toHaveAttribute(
      'href',
      'mailto:ananya@example.com',
    );
    expect(screen.getByRole('button', { name: 'Connected' })).toBeDisabled();
  });

  it('asks a visitor to log in to see contact details or send an interest', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render({ contactLock: 'login', kundli: null, kundliMissing: 'login' }, { loggedIn: false });
    await heading();
    const contact = section('Contact details');
    expect(contact).toHaveTextContent('Log in to see how to get in touch.');
    await user.click(within(contact).getByRole('button', { name: 'Log in' }));
    expect(getActiveModal()).toBe('milanLogin');
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(getActiveModal()).toBe('milanLogin');
    expect(bodiesOf(fetchMock, CONNECT)).toEqual([]);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('sends an interest and shows it as sent', async () => {
    const user = userEvent.setup();
    const { fetchMock, profile } = render(
      { contactLock: 'connection' },
      {
        after: { connection: 'sent' },
        routes: {
          [`POST ${CONNECT}`]: {
            body: {
              success: true,
              message: 'Your interest has been sent.',
              connection: { _id: 'c1', status: 'pending' },
            },
          },
        },
      },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Your interest has been sent.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, CONNECT)).toEqual([{ receiverId: profile._id }]);
    expect(await screen.findByRole('button', { name: 'Interest sent' })).toBeDisabled();
    expect(section('Contact details')).toHaveTextContent(
      'Ananya S. has your interest. Contact details show once they accept.',
    );
  });

  it('asks for photos once from a profile whose photos are hidden (issue 22)', async () => {
    const user = userEvent.setup();
    const { fetchMock, profile } = render(
      { _id: HIDDEN_ID, photos: [], photosHidden: true },
      {
        after: { photoRequested: true },
        routes: {
          [`POST ${photoRequestPath(HIDDEN_ID)}`]: {
            body: { success: true, message: MESSAGES.photoRequestSent, photoRequested: true },
          },
        },
      },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Request photo' }));
    expect(await screen.findByText(MESSAGES.photoRequestSent)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Photo requested' })).toBeDisabled();
    expect(bodiesOf(fetchMock, photoRequestPath(profile._id))).toHaveLength(1);
  });

  it('offers no "Request photo" on a profile whose photos show', async () => {
    render({});
    await heading();
    expect(screen.queryByRole('button', { name: 'Request photo' })).not.toBeInTheDocument();
  });

  it('shows "Photo requested" disabled on a profile without photos already asked', async () => {
    render({ photos: [], photosHidden: false, photoRequested: true });
    await heading();
    expect(screen.getByRole('button', { name: 'Photo requested' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Request photo' })).not.toBeInTheDocument();
  });

  it('asks a visitor to log in before requesting photos', async () => {
    const user = userEvent.setup();
    const { fetchMock, profile } = render({ photos: [], photosHidden: true }, { loggedIn: false });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Request photo' }));
    expect(getActiveModal()).toBe('milanLogin');
    expect(bodiesOf(fetchMock, photoRequestPath(profile._id))).toEqual([]);
  });

  it('shows the server message and the way to more interests when the daily limit is reached', async () => {
    const user = userEvent.setup();
    const message = 'You have sent as many interests as your plan allows today.';
    render(
      { contactLock: 'connection' },
      {
        routes: {
          [`POST ${CONNECT}`]: { status: 429, body: { status: false, success: false, message, error: 'daily_limit' } },
        },
      },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/milan-sathi/membership',
    );
    expect(screen.getByRole('button', { name: 'Send interest' })).toBeEnabled();
  });

  it('falls back to "Connection failed" (SPEC §8) and asks for a profile first when the server says so', async () => {
    const user = userEvent.setup();
    render(
      {},
      {
        routes: {
          [`POST ${CONNECT}`]: { status: 409, body: { status: false, success: false, error: 'profile_required' } },
        },
      },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
  });

  it.each([
    ['sent', 'Interest sent'],
    ['declined', 'Interest declined'],
  ] as const)('follows the connection state (%s)', async (connection, label) => {
    render({ connection });
    await heading();
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Send interest' })).not.toBeInTheDocument();
  });

  it('points to Connections when they sent an interest', async () => {
    render({ connection: 'received' });
    await heading();
    expect(screen.getByText('They sent you interest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Respond in Connections' })).toHaveAttribute(
      'href',
      '/dashboard/connections',
    );
  });

  it('blocks after a confirmation and goes back to search', async () => {
    const user = userEvent.setup();
    const { fetchMock, profile, router } = render(
      {},
      { routes: { 'POST /api/users/*': { body: { success: true, message: 'You have blocked this member.' } } } },
    );
    await heading();
    const more = screen.getByRole('button', { name: 'More actions' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('menuitem', { name: 'Block Ananya S.' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Ananya S.?' });
    expect(dialog).toHaveTextContent('You will not see each other on Milan Sathi any more');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${profilePath(profile._id)}/block`)).toEqual([]);

    await user.click(more);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('menuitem', { name: 'Block Ananya S.' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/milan-sathi/search');
    expect(bodiesOf(fetchMock, `${profilePath(profile._id)}/block`)).toHaveLength(1);
    expect(await screen.findByText('You have blocked this member.')).toBeInTheDocument();
  });

  it('reports a profile with a reason and details, and stays on it', async () => {
    const user = userEvent.setup();
    const { fetchMock, profile, router } = render(
      {},
      { routes: { 'POST /api/users/*': { body: { success: true, message: MESSAGES.reportReceived } } } },
    );
    const reportPath = `${profilePath(profile._id)}/report`;
    await heading();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Ananya S.' });
    const reasons = within(within(dialog).getByRole('group', { name: 'Why are you reporting this profile?' }))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(reasons).toEqual([
      'Fake profile',
      'Asked for money',
      'Harassment or abuse',
      'Inappropriate photos',
      'Already married',
      'Marriage broker / agent',
      'Something else',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'Fake profile' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Please choose why you are reporting this profile.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, reportPath)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Asked for money' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Details (optional)' }),
      'Asked for ₹50,000 for a visa',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(MESSAGES.reportReceived)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, reportPath)).toEqual([
      { reason: 'asked_for_money', details: 'Asked for ₹50,000 for a visa', block: false },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/milan-sathi/search/profile/${profile._id}`);
    expect(screen.getByRole('button', { name: 'More actions' })).toHaveFocus();
  });

  it('reports and blocks at once, then goes back to search as a block does', async () => {
    const user = userEvent.setup();
    const { fetchMock, profile, router } = render(
      {},
      { routes: { 'POST /api/users/*': { body: { success: true, message: MESSAGES.reportReceived } } } },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Block Ananya S.' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Report profile' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Report Ananya S.' });
    await user.click(within(dialog).getByRole('radio', { name: 'Marriage broker / agent' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Also block this member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/milan-sathi/search');
    expect(bodiesOf(fetchMock, `${profilePath(profile._id)}/report`)).toEqual([
      { reason: 'broker', details: '', block: true },
    ]);
    expect(await screen.findByText(MESSAGES.reportReceived)).toBeInTheDocument();
  });

  it("keeps the report open and toasts the server's message when it fails", async () => {
    const user = userEvent.setup();
    render(
      {},
      {
        routes: {
          'POST /api/users/*': {
            status: 429,
            body: { status: false, success: false, message: 'Too many reports today.' },
          },
        },
      },
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    await user.click(screen.getByRole('menuitem', { name: 'Report profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Report Ananya S.' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Too many reports today.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Report Ananya S.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ananya S.' })).toBeInTheDocument();
  });

  it('shows the Verified badge of an ID-verified member', async () => {
    render({ verified: true });
    await heading();
    expect(screen.getByRole('img', { name: 'ID verified' })).toHaveTextContent('Verified');
  });

  it('shows no Verified badge before the member is verified', async () => {
    render({ verified: false });
    await heading();
    expect(screen.queryByRole('img', { name: 'ID verified' })).not.toBeInTheDocument();
  });

  it('says kindly when the profile is not available (404), with a way back', async () => {
    render(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'This profile is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/milan-sathi/search');
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const fetchMock = fakeApi({});
    renderWithProviders(<MilanProfilePage />, {
      route: '/milan-sathi/search/profile/not-an-id',
      extraRoutes: [{ path: paths.milanSathi.profile, element: <MilanProfilePage /> }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This profile is not available' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers Try again when the profile cannot load', async () => {
    const user = userEvent.setup();
    const profile = profileView();
    fakeApi({
      [`GET ${profilePath(profile._id)}`]: [
        { status: 503, body: { status: false, success: false, message: 'Down' } },
        { body: { success: true, user: profile } },
      ],
    });
    renderWithProviders(<MilanProfilePage />, {
      route: `/milan-sathi/search/profile/${profile._id}`,
      extraRoutes: [{ path: paths.milanSathi.profile, element: <MilanProfilePage /> }],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This profile could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
  });

  it('shows the owner how others see the profile, with an edit link and no actions', async () => {
    render({
      own: true,
      lastName: 'Sharma',
      kundli: null,
      kundliMissing: null,
      contact: { mobile: '9876543210', email: 'asha@example.com' },
      contactLock: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ananya Sharma' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('This is how others see your profile');
    expect(within(note).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/dashboard/edit-profile');
    expect(screen.queryByRole('button', { name: 'Send interest' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Kundli match' })).not.toBeInTheDocument();
  });

  it('keeps the search it came from for the way back', async () => {
    const profile = profileView();
    fakeApi({ [`GET ${profilePath(profile._id)}`]: { body: { success: true, user: profile } } });
    const { router } = renderWithProviders(<h1>Start</h1>, {
      extraRoutes: [{ path: paths.milanSathi.profile, element: <MilanProfilePage /> }],
    });
    await router.navigate(`/milan-sathi/search/profile/${profile._id}`, {
      state: { from: '/milan-sathi/search?religion=hindu&page=2' },
    });
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Back to search/ })).toHaveAttribute(
        'href',
        '/milan-sathi/search?religion=hindu&page=2',
      ),
    );
  });
});
