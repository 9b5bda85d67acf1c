import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConnectionItem } from '@seva/contracts';
import { paths } from '@/config/paths';
import { fakeApi, type FakeRoute, type FakeRoutes } from '@/test/fake-api';
import { memberSummary } from '@/test/member-summary';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { CONNECTIONS, actionPath, connectionItem, connectionsPage, tabOf } from '../test/fixtures';
import ConnectionsPage from './connections-page';

const counts = { received: 1, sent: 1, accepted: 1 };
const ananya = connectionItem({
  member: memberSummary({ _id: '65f0a1b2c3d4e5f6a7b80001', firstName: 'Ananya', verified: true }),
});
const rahul = connectionItem({
  direction: 'sent',
  message: '',
  member: memberSummary({ firstName: 'Rahul', photo: null, occupation: 'medicine', jobTitle: '', city: 'Pune' }),
});
const meera = connectionItem({
  status: 'accepted',
  member: memberSummary({ firstName: 'Meera' }),
  respondedAt: '2025-03-14T10:00:00.000Z',
});
const tabs: Record<string, ConnectionItem[]> = { received: [ananya], sent: [rahul], accepted: [meera] };

/** GET /api/connections answering each tab from `lists`. */
const byTab =
  (lists: Record<string, ConnectionItem[]> = tabs, extra: Partial<typeof counts> = {}): FakeRoute =>
  (_body, url) => ({
    body: connectionsPage(lists[tabOf(url).tab ?? 'received'] ?? [], { counts: { ...counts, ...extra } }),
  });

function render(routes: FakeRoutes = {}, route: string = paths.dashboard.connections) {
  const fetchMock = fakeApi({ [`GET ${CONNECTIONS}`]: byTab(), ...routes });
  const page = <ConnectionsPage />;
  const result = renderWithProviders(page, {
    route,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: paths.dashboard.connections, element: page }],
  });
  const listCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith(`${CONNECTIONS}?`))
      .map(tabOf);
  return { ...result, fetchMock, listCalls };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('ConnectionsPage (/dashboard/connections)', () => {
  it('shows the interests received with their counts, the member and their note', async () => {
    const { listCalls } = render();
    expect(screen.getByTestId('connections-skeleton')).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Ananya' });
    expect(screen.getByRole('tab', { name: 'Received 1' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sent 1' })).toHaveAttribute('aria-selected', 'false');
    expect(within(item).getByRole('link', { name: 'Ananya' })).toHaveAttribute(
      'href',
      '/milan-sathi/search/profile/65f0a1b2c3d4e5f6a7b80001',
    );
    expect(within(item).getByRole('img', { name: 'ID verified' })).toBeInTheDocument();
    expect(item).toHaveTextContent('27 yrs · Lucknow');
    expect(item).toHaveTextContent('Software engineer');
    expect(item).toHaveTextContent('Their note“Namaste! I liked your profile.”');
    expect(item).toHaveTextContent('Received 12 Mar 2025');
    expect(listCalls()).toEqual([{ tab: 'received', page: '1' }]);
  });

  it('accepts an interest: the server is told, says so, and the member lands in the conversation', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render({
      [`POST ${actionPath(ananya._id, 'accept')}`]: {
        body: { success: true, message: 'Interest accepted. You can now message each other.', connection: ananya },
      },
      'GET /api/notifications/badges': { body: { success: true, messages: 0, notifications: 0 } },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Ananya' })).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText('Interest accepted. You can now message each other.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === actionPath(ananya._id, 'accept') && init?.method === 'POST'),
    ).toBe(true);
    // Not left on an emptied "Received" tab: the accepted connection's id is its conversation's.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/messages/conversation/${ananya._id}`));
  });

  it('explains a failed answer with the server message, else its error, else "Connection failed"', async () => {
    const user = userEvent.setup();
    render({
      [`POST ${actionPath(ananya._id, 'decline')}`]: [
        { status: 409, body: { status: false, success: false, message: 'Already answered on your phone.' } },
        { status: 409, body: { status: false, success: false, error: 'not_pending' } },
        { status: 500, body: { status: false, success: false } },
      ],
    });
    const decline = within(await screen.findByRole('article', { name: 'Ananya' })).getByRole('button', {
      name: 'Decline',
    });
    await user.click(decline);
    expect(await screen.findByText('Already answered on your phone.')).toBeInTheDocument();
    await waitFor(() => expect(decline).toBeEnabled());
    await user.click(decline);
    expect(await screen.findByText('This interest has already been answered.')).toBeInTheDocument();
    await waitFor(() => expect(decline).toBeEnabled());
    await user.click(decline);
    expect(await screen.findByText('Connection failed')).toBeInTheDocument();
  });

  it('switches tabs by click and by arrow key, keeping the tab in the address', async () => {
    const user = userEvent.setup();
    const { router, listCalls } = render();
    await screen.findByRole('article', { name: 'Ananya' });
    await user.click(screen.getByRole('tab', { name: 'Sent 1' }));
    const item = await screen.findByRole('article', { name: 'Rahul' });
    expect(router.state.location.search).toBe('?tab=sent');
    expect(item).toHaveTextContent('Medicine and health');
    expect(item).not.toHaveTextContent('Your note');
    expect(within(item).queryByRole('img', { name: 'ID verified' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('article', { name: 'Meera' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Accepted 1' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=accepted');
    expect(listCalls().map((call) => call.tab)).toEqual(['received', 'sent', 'accepted']);
  });

  it('offers Message on an accepted connection, leading to its conversation', async () => {
    render({}, `${paths.dashboard.connections}?tab=accepted`);
    const item = await screen.findByRole('article', { name: 'Meera' });
    expect(item).toHaveTextContent('Connected 14 Mar 2025');
    expect(within(item).getByRole('link', { name: 'Message Meera' })).toHaveAttribute(
      'href',
      `/dashboard/messages/conversation/${meera._id}`,
    );
  });

  it('withdraws a sent interest only after a confirmation', async () => {
    const user = userEvent.setup();
    const { fetchMock } = render(
      {
        [`POST ${actionPath(rahul._id, 'cancel')}`]: {
          body: { success: true, message: 'Your interest has been withdrawn.', connection: rahul },
        },
      },
      `${paths.dashboard.connections}?tab=sent`,
    );
    await user.click(
      within(await screen.findByRole('article', { name: 'Rahul' })).getByRole('button', { name: 'Withdraw' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw your interest in Rahul?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);

    await user.click(within(card('Rahul')).getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw interest' }));
    expect(await screen.findByText('Your interest has been withdrawn.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => url)).toEqual([
      actionPath(rahul._id, 'cancel'),
    ]);
  });

  it('says what to do when a tab is empty', async () => {
    render({ [`GET ${CONNECTIONS}`]: byTab({ received: [] }, { received: 0 }) });
    expect(await screen.findByText('No interests yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search profiles' })).toHaveAttribute('href', '/milan-sathi/search');
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/dashboard/edit-profile',
    );
  });

  it('pages through a long tab', async () => {
    const user = userEvent.setup();
    const { listCalls, router } = render({
      [`GET ${CONNECTIONS}`]: (_body, url) => {
        const page = Number(tabOf(url).page);
        const first = page === 1 ? ananya : connectionItem({ member: memberSummary({ firstName: 'Kavya' }) });
        return {
          body: connectionsPage([first], { counts: { ...counts, received: 11 }, total: 11, page, pageSize: 10 }),
        };
      },
    });
    await screen.findByRole('article', { name: 'Ananya' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Kavya' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=received&page=2');
    expect(listCalls()).toEqual([
      { tab: 'received', page: '1' },
      { tab: 'received', page: '2' },
    ]);
  });

  it('offers Try again when the list cannot load', async () => {
    const user = userEvent.setup();
    render({
      [`GET ${CONNECTIONS}`]: [
        { status: 500, body: { status: false, success: false } },
        { body: connectionsPage([ananya]) },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your connections could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ananya' })).toBeInTheDocument();
  });
});
