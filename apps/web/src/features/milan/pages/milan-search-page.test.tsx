import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { SEARCH, profileCard, searchPage } from '../test/fixtures';
import MilanSearchPage from './milan-search-page';

const asha = profileCard({ firstName: 'Asha', gunaScore: 24, boosted: true });
const kavya = profileCard({ firstName: 'Kavya', photo: null, photosHidden: true });
const nidhi = profileCard({ firstName: 'Nidhi', photo: null, photosHidden: false });

/** The query strings GET /api/users/search was called with, as plain objects, in order. */
function searchQueries(fetchMock: ReturnType<typeof fakeApi>): Array<Record<string, string>> {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === SEARCH)
    .map((url) => Object.fromEntries(url.searchParams));
}

const lastQuery = (fetchMock: ReturnType<typeof fakeApi>) => searchQueries(fetchMock).at(-1);

const render = (route = '/milan-sathi/search', loggedIn = true) =>
  renderWithProviders(<MilanSearchPage />, {
    route,
    session: fakeSession({ customer: loggedIn ? testCustomer : null }),
  });

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

afterEach(() => setWidth(1024));

// The filter form holds a few hundred options; role queries over it are slow in jsdom on a busy machine.
describe('MilanSearchPage (/milan-sathi/search)', { timeout: 20_000 }, () => {
  it('searches with the filters in the address and the signed-in member, and shows the cards', async () => {
    const fetchMock = fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([asha, kavya, nidhi], { total: 3 }) } });
    render('/milan-sathi/search?religion=hindu&ageMin=25&ageMax=30&heightMin=161&motherTongue=hindi&city=Pune');
    expect(screen.getAllByTestId('profile-card-skeleton').length).toBeGreaterThan(0);

    const cards = await screen.findAllByTestId('profile-card');
    expect(lastQuery(fetchMock)).toEqual({
      currentUserId: testCustomer.userid,
      religion: 'hindu',
      ageMin: '25',
      ageMax: '30',
      heightMin: '161',
      motherTongue: 'hindi',
      city: 'Pune',
      sort: 'newest',
      preferences: 'mine',
      page: '1',
      pageSize: '12',
    });
    expect(screen.getByText('3 profiles')).toBeInTheDocument();
    expect(cards).toHaveLength(3);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Asha');
    expect(first).toHaveTextContent('27 yrs · 5′ 3″ · Lucknow');
    expect(first).toHaveTextContent('Software engineer');
    expect(first).toHaveTextContent('Kundli match 24/36');
    expect(first).toHaveTextContent('Featured');
    expect(within(first).getByRole('img', { name: 'Photo of Asha' })).toBeInTheDocument();
    expect(within(second).getByTestId('photo-locked')).toHaveTextContent('Photo visible after connecting');
    expect(within(third).getByTestId('photo-none')).toHaveTextContent('No photo yet');

    // The form shows what the address says.
    const filters = screen.getByRole('search', { name: 'Filters' });
    expect(within(filters).getByLabelText('Religion')).toHaveValue('hindu');
    expect(within(filters).getByLabelText('Age from')).toHaveValue('25');
    // A height between two inches (from a shared link) is still offered and shown.
    expect(within(filters).getByLabelText('Height from')).toHaveValue('161');
    expect(within(filters).getByRole('option', { name: '5′ 3″ (161 cm)' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('City')).toHaveValue('Pune');
  });

  it('writes a changed filter to the address and searches again from page 1; Back undoes it', async () => {
    const fetchMock = fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([asha], { total: 40, page: 2 }) } });
    const user = userEvent.setup();
    const { router } = render('/milan-sathi/search?page=2');
    await screen.findAllByTestId('profile-card');

    await user.selectOptions(screen.getByLabelText('Looking for'), 'Bride');
    await waitFor(() => expect(router.state.location.search).toBe('?gender=female'));
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ gender: 'female', page: '1' }));

    await user.selectOptions(screen.getByLabelText('Diet'), 'Vegetarian');
    await user.selectOptions(screen.getByLabelText('Income'), '₹10–20 lakh a year');
    expect(new URLSearchParams(router.state.location.search).get('diet')).toBe('vegetarian');
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toMatchObject({ gender: 'female', diet: 'vegetarian', incomeBand: '10-20' }),
    );

    // Text filters apply on Enter, not on every letter.
    const calls = searchQueries(fetchMock).length;
    await user.type(screen.getByLabelText('Caste'), 'Agarwal');
    expect(searchQueries(fetchMock)).toHaveLength(calls);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ caste: 'Agarwal' }));
    expect(new URLSearchParams(router.state.location.search).get('caste')).toBe('Agarwal');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Caste')).toHaveValue(''));
    expect(router.state.location.search).toBe('?gender=female&diet=vegetarian&incomeBand=10-20');
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Income')).toHaveValue('');
    expect(screen.getByLabelText('Diet')).toHaveValue('vegetarian');
    await act(() => router.navigate(1));
    expect(screen.getByLabelText('Income')).toHaveValue('10-20');
  });

  it('keeps both filters when a second is chosen before the page shows the first (e2e: "Age from" then "Age to")', async () => {
    const fetchMock = fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([asha], { total: 1 }) } });
    const { router } = render('/milan-sathi/search?religion=hindu');
    await screen.findAllByTestId('profile-card');

    // Both choices land in one go, before the router has moved to the first one and the page re-rendered.
    act(() => {
      fireEvent.change(screen.getByLabelText('Age from'), { target: { value: '27' } });
      fireEvent.change(screen.getByLabelText('Age to'), { target: { value: '33' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?religion=hindu&ageMin=27&ageMax=33'));
    expect(screen.getByLabelText('Age from')).toHaveValue('27');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ religion: 'hindu', ageMin: '27', ageMax: '33' }));

    // The same for a sort chosen right after a filter.
    act(() => {
      fireEvent.change(screen.getByLabelText('Diet'), { target: { value: 'vegetarian' } });
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'match' } });
    });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?religion=hindu&ageMin=27&ageMax=33&diet=vegetarian&sort=match'),
    );
  });

  it('pages with page numbers kept in the address, and takes focus to the results', async () => {
    const fetchMock = fakeApi({
      [`GET ${SEARCH}`]: (_body, url) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return { body: searchPage([profileCard({ firstName: `Page${page}` })], { total: 30, page }) };
      },
    });
    const user = userEvent.setup();
    const { router } = render('/milan-sathi/search?religion=jain');
    expect(await screen.findByRole('link', { name: 'Page1' })).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getAllByRole('link', { name: /^Page \d$/ })).toHaveLength(3);
    expect(within(pages).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(pages).toHaveTextContent('Page 1 of 3');

    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Page2' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?religion=jain&page=2');
    expect(lastQuery(fetchMock)).toMatchObject({ religion: 'jain', page: '2' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Matches' })).toHaveFocus());

    await user.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Page3' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages' })).getByText('Next')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('suggests widening the filters when nothing matches, and clears them', async () => {
    const fetchMock = fakeApi({
      [`GET ${SEARCH}`]: (_body, url) =>
        url.includes('religion=parsi') ? { body: searchPage([]) } : { body: searchPage([asha]) },
    });
    const user = userEvent.setup();
    const { router } = render('/milan-sathi/search?religion=parsi&ageMin=60&sort=match');
    expect(await screen.findByText('No profiles match these filters')).toBeInTheDocument();
    expect(screen.getByText(/Try widening the age or height range/)).toBeInTheDocument();

    const [clear] = screen.getAllByRole('button', { name: 'Clear all filters' });
    await user.click(clear!);
    expect(router.state.location.search).toBe('?sort=match');
    expect(await screen.findByRole('link', { name: 'Asha' })).toBeInTheDocument();
    expect(lastQuery(fetchMock)).toEqual({
      currentUserId: testCustomer.userid,
      sort: 'match',
      preferences: 'mine',
      page: '1',
      pageSize: '12',
    });
  });

  it('offers the kundli sort only to a signed-in member, and says how to fix a missing birth date', async () => {
    const fetchMock = fakeApi({
      [`GET ${SEARCH}`]: (_body, url) =>
        url.includes('sort=match')
          ? {
              status: 400,
              body: { status: false, success: false, message: 'Add your birth date, time and place first.' },
            }
          : { body: searchPage([asha]) },
    });
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByRole('link', { name: 'Asha' });
    const sort = screen.getByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest first', 'Best kundli match']);

    await user.selectOptions(sort, 'Best kundli match');
    expect(router.state.location.search).toBe('?sort=match');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Add your birth date, time and place first.');
    expect(within(alert).getByRole('link', { name: 'Add birth details' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
    expect(lastQuery(fetchMock)).toMatchObject({ sort: 'match' });

    await user.click(within(alert).getByRole('button', { name: 'Show newest instead' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('link', { name: 'Asha' })).toBeInTheDocument();
  });

  it('searches without currentUserId or the kundli sort for a visitor', async () => {
    const fetchMock = fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([asha]) } });
    render('/milan-sathi/search?sort=match&ageMin=abc&heightMin=180&heightMax=150', false);
    await screen.findByRole('link', { name: 'Asha' });
    // A malformed age is dropped; a swapped height range keeps its lower end; the match sort needs a login.
    expect(lastQuery(fetchMock)).toEqual({
      heightMin: '180',
      sort: 'newest',
      preferences: 'everyone',
      page: '1',
      pageSize: '12',
    });
    expect(within(screen.getByLabelText('Sort by')).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Log in to sort by kundli match' })).toBeInTheDocument();
  });

  it('offers Try again when the search fails', async () => {
    fakeApi({
      [`GET ${SEARCH}`]: [
        { status: 503, body: { status: false, success: false, message: 'Down' } },
        { body: searchPage([asha]) },
      ],
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Profiles could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Asha' })).toBeInTheDocument();
  });

  it('says "Show matches" while a filter’s count loads, never "Show 0 matches", then the count', async () => {
    setWidth(360);
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const filtered = String(input).includes('maritalStatus=');
        if (filtered) await gate;
        const body = filtered ? searchPage([asha], { total: 13 }) : searchPage([asha, kavya], { total: 2 });
        return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const user = userEvent.setup();
    render('/milan-sathi/search');
    await screen.findByRole('link', { name: 'Asha' });
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    await user.selectOptions(within(drawer).getByLabelText('Marital status'), 'Divorced');

    expect(await within(drawer).findByRole('button', { name: 'Show matches' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: /Show 0/ })).not.toBeInTheDocument();
    act(() => release());
    expect(await within(drawer).findByRole('button', { name: 'Show 13 matches' })).toBeInTheDocument();
  });

  it('folds the filters into a drawer on a 360 px phone', async () => {
    setWidth(360);
    const fetchMock = fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([asha, kavya], { total: 2 }) } });
    const user = userEvent.setup();
    const { router } = render('/milan-sathi/search?religion=sikh');
    await screen.findByRole('link', { name: 'Asha' });
    expect(screen.queryByRole('search', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    const button = screen.getByRole('button', { name: /Filters/ });
    expect(button).toHaveAccessibleName('Filters, 1 filter on');
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(drawer).getByLabelText('Religion')).toHaveValue('sikh');
    await user.selectOptions(within(drawer).getByLabelText('Marital status'), 'Divorced');
    expect(new URLSearchParams(router.state.location.search).get('maritalStatus')).toBe('divorced');
    await waitFor(() => expect(lastQuery(fetchMock)).toMatchObject({ religion: 'sikh', maritalStatus: 'divorced' }));

    await user.click(within(drawer).getByRole('button', { name: 'Show 2 matches' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Filters/ })).toHaveAccessibleName('Filters, 2 filters on');

    // Wider than 700 px, the sidebar comes back.
    setWidth(1024);
    fireEvent(window, new Event('resize'));
    expect(screen.getByRole('search', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });

  it('follows the member’s partner preferences, with everyone one tap away and back (issue 22)', async () => {
    const fetchMock = fakeApi({
      [`GET ${SEARCH}`]: (_body: unknown, url: string) => {
        const mine = new URL(url, 'http://localhost').searchParams.get('preferences') === 'mine';
        return { body: searchPage(mine ? [asha] : [asha, kavya], { preferencesApplied: mine }) };
      },
    });
    const user = userEvent.setup();
    const { router } = render();
    expect(await screen.findByText('Showing members who fit your partner preferences.')).toBeInTheDocument();
    expect(lastQuery(fetchMock)?.preferences).toBe('mine');
    expect(screen.getByRole('link', { name: 'Edit preferences' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile?step=partner',
    );

    await user.click(screen.getByRole('button', { name: 'Show everyone' }));
    expect(await screen.findAllByTestId('profile-card')).toHaveLength(2);
    expect(lastQuery(fetchMock)?.preferences).toBe('everyone');
    expect(router.state.location.search).toBe('?preferences=everyone');
    expect(
      screen.getByText('Showing everyone, not only members who fit your partner preferences.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use my preferences' }));
    await waitFor(() => expect(screen.getAllByTestId('profile-card')).toHaveLength(1));
    expect(router.state.location.search).toBe('');
  });

  it('offers everyone when no one fits all the member’s preferences', async () => {
    fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([], { preferencesApplied: true }) } });
    render();
    expect(await screen.findByText('No one fits all your partner preferences yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Show everyone' })).toHaveLength(2);
  });

  it('says nothing of preferences to a visitor', async () => {
    const fetchMock = fakeApi({ [`GET ${SEARCH}`]: { body: searchPage([asha]) } });
    render('/milan-sathi/search', false);
    await screen.findAllByTestId('profile-card');
    expect(lastQuery(fetchMock)?.preferences).toBe('everyone');
    expect(screen.queryByText(/partner preferences/)).not.toBeInTheDocument();
  });
});
