import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { paths } from '@/config/paths';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { SHORTLIST, profileCard, searchPage, shortlistPath } from '../test/fixtures';
import ShortlistPage from './shortlist-page';

const RAHUL = '65f0a1b2c3d4e5f6a7b80011';
const MEERA = '65f0a1b2c3d4e5f6a7b80012';

function render(list: FakeRoute, route = paths.dashboard.shortlist) {
  const fetchMock = fakeApi({
    [`GET ${SHORTLIST}`]: list,
    [`DELETE ${shortlistPath(RAHUL)}`]: {
      body: { success: true, message: MESSAGES.unshortlisted, shortlisted: false },
    },
  });
  renderWithProviders(<ShortlistPage />, {
    route,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: paths.milanSathi.search, element: <h1>Search page</h1> }],
  });
  return fetchMock;
}

describe('ShortlistPage (/dashboard/shortlist, issue 22)', () => {
  it('lists the shortlisted profiles as cards, newest saved first, with their page', async () => {
    const fetchMock = render({
      body: searchPage(
        [
          profileCard({ _id: RAHUL, firstName: 'Rahul', shortlisted: true }),
          profileCard({ _id: MEERA, firstName: 'Meera', shortlisted: true }),
        ],
        { total: 14 },
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Shortlist' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('profile-card');
    expect(cards.map((card) => within(card).getByRole('link').textContent)).toEqual(['Rahul', 'Meera']);
    expect(within(cards[0]!).getByRole('button', { name: 'Shortlist Rahul' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('navigation', { name: 'Shortlist pages' })).toHaveTextContent('Page 1 of 2');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${SHORTLIST}?page=1&pageSize=12`);
  });

  it('takes a profile off the list with DELETE', async () => {
    const user = userEvent.setup();
    const fetchMock = render([
      { body: searchPage([profileCard({ _id: RAHUL, firstName: 'Rahul', shortlisted: true })]) },
      { body: searchPage([]) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Shortlist Rahul' }));
    expect(await screen.findByText('No shortlisted profiles yet')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input, init]) => input === shortlistPath(RAHUL) && init?.method === 'DELETE'),
    ).toBe(true);
  });

  it('says when the shortlist is empty and links to the search', async () => {
    const user = userEvent.setup();
    render({ body: searchPage([]) });
    expect(await screen.findByText('No shortlisted profiles yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Search profiles' }));
    expect(await screen.findByRole('heading', { name: 'Search page' })).toBeInTheDocument();
  });

  it('asks for a Milan Sathi profile first when the server says so (409)', async () => {
    render({
      status: 409,
      body: { status: false, success: false, message: MESSAGES.profileRequired, error: 'profile_required' },
    });
    expect(await screen.findByRole('link', { name: 'Create profile' })).toHaveAttribute(
      'href',
      paths.dashboard.editProfile,
    );
  });

  it('offers Try again when the list cannot load', async () => {
    render({ status: 500, body: { status: false, success: false } });
    await waitFor(() => expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument());
  });
});
