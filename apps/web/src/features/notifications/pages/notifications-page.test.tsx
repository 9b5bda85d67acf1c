import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { paths } from '@/config/paths';
import { badgesQueryKey } from '@/domains/milan/badges';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { LIST, READ_ALL, notification, notificationsPage, readPath } from '../test/fixtures';
import NotificationsPage from './notifications-page';

const readReply = (unread: number) => ({ body: { success: true, unread } });

function render(routes: FakeRoutes, route = '/dashboard/notifications') {
  const fetchMock = fakeApi(routes);
  const result = renderWithProviders(<NotificationsPage />, {
    route,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [
      { path: paths.dashboard.notifications, element: <NotificationsPage /> },
      { path: paths.dashboard.connections, element: <h1>Connections page</h1> },
    ],
  });
  // The header badge's counts, as the layout would have them.
  result.queryClient.setQueryData(badgesQueryKey, { notifications: 2, messages: 0 });
  return { ...result, fetchMock };
}

const listUrls = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/notifications?'));
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Your notifications' })).getAllByRole('listitem');

describe('NotificationsPage (/dashboard/notifications)', () => {
  it('lists notifications newest first with their kind, text, age and unread mark', async () => {
    const { fetchMock } = render({
      [LIST]: notificationsPage([
        notification(),
        notification({
          kind: 'verification_verified',
          title: 'Your profile is verified',
          body: 'The Verified badge now shows on your profile.',
          link: null,
          readAt: '2026-03-01T10:00:00.000Z',
          createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
        }),
      ]),
    });
    expect(screen.getByTestId('notifications-skeleton')).toBeInTheDocument();
    const [first, second] = (await rows()) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('img', { name: 'New interest' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Unread: Ananya sent you an interest');
    expect(first).toHaveTextContent('Have a look at her profile and reply.');
    expect(first).toHaveTextContent('5 min ago');
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/dashboard/connections');

    expect(within(second).getByRole('img', { name: 'Verification approved' })).toBeInTheDocument();
    expect(second).toHaveTextContent('3 hr ago');
    expect(second).not.toHaveTextContent('Unread');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByRole('status')).toHaveTextContent('1 unread');
    expect(listUrls(fetchMock)).toEqual(['/api/notifications?page=1&pageSize=20']);
  });

  it('marks a notification read when opened and follows its link, refreshing the list and the badge', async () => {
    const user = userEvent.setup();
    const unread = notification();
    const { fetchMock, router, queryClient } = render({
      [LIST]: notificationsPage([unread]),
      [`POST ${readPath(unread._id)}`]: readReply(0),
    });
    const [row] = (await rows()) as [HTMLElement];
    await user.click(within(row).getByRole('link', { name: /Ananya sent you an interest/ }));
    expect(await screen.findByRole('heading', { name: 'Connections page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/connections');
    await waitFor(() => expect(bodiesOf(fetchMock, readPath(unread._id))).toHaveLength(1));
    await waitFor(() => expect(queryClient.getQueryState(badgesQueryKey)?.isInvalidated).toBe(true));
  });

  it('marks a notification without a link read in place', async () => {
    const user = userEvent.setup();
    const unread = notification({ kind: 'membership_expiring', title: 'Your Gold plan ends in 3 days', link: null });
    const { fetchMock, queryClient } = render({
      [LIST]: [notificationsPage([unread]), notificationsPage([{ ...unread, readAt: new Date().toISOString() }])],
      [`POST ${readPath(unread._id)}`]: readReply(0),
    });
    const [row] = (await rows()) as [HTMLElement];
    await user.click(within(row).getByRole('button', { name: /Your Gold plan ends in 3 days/ }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    const [after] = (await rows()) as [HTMLElement];
    expect(after).not.toHaveTextContent('Unread');
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, readPath(unread._id))).toHaveLength(1);
    expect(listUrls(fetchMock)).toHaveLength(2);
    expect(queryClient.getQueryState(badgesQueryKey)?.isInvalidated).toBe(true);
  });

  it('does not mark an already read notification again', async () => {
    const user = userEvent.setup();
    const read = notification({ readAt: '2026-03-01T10:00:00.000Z' });
    const { fetchMock } = render({ [LIST]: notificationsPage([read]) });
    const [row] = (await rows()) as [HTMLElement];
    await user.click(within(row).getByRole('link'));
    expect(await screen.findByRole('heading', { name: 'Connections page' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, readPath(read._id))).toEqual([]);
  });

  it('marks everything read', async () => {
    const user = userEvent.setup();
    const items = [notification(), notification({ kind: 'message', title: 'Rahul wrote to you' })];
    const { fetchMock, queryClient } = render({
      [LIST]: [
        notificationsPage(items),
        notificationsPage(items.map((n) => ({ ...n, readAt: new Date().toISOString() }))),
      ],
      [`POST ${READ_ALL}`]: readReply(0),
    });
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    for (const row of await rows()) expect(row).not.toHaveTextContent('Unread');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(bodiesOf(fetchMock, READ_ALL)).toHaveLength(1);
    expect(queryClient.getQueryState(badgesQueryKey)?.isInvalidated).toBe(true);
  });

  it("toasts the server's message when marking fails", async () => {
    const user = userEvent.setup();
    render({
      [LIST]: notificationsPage([notification()]),
      [`POST ${READ_ALL}`]: { status: 503, body: { status: false, success: false, message: 'Try again in a minute.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Try again in a minute.')).toBeInTheDocument();
  });

  it('filters to unread ones by the address, with its own empty state', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render({
      [LIST]: (_body, url) =>
        url.includes('unread=true')
          ? notificationsPage([], { unread: 0 })
          : notificationsPage([notification({ readAt: '2026-03-01T10:00:00.000Z' })]),
    });
    await rows();
    const group = screen.getByRole('group', { name: 'Show' });
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?filter=unread');
    expect(listUrls(fetchMock)).toContain('/api/notifications?page=1&pageSize=20&unread=true');
  });

  it('pages through by the address', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = render({
      [LIST]: (_body, url) =>
        url.includes('page=2')
          ? notificationsPage([notification({ title: 'An older one' })], { total: 21, page: 2 })
          : notificationsPage(
              Array.from({ length: 20 }, (_, i) => notification({ title: `Notification ${i + 1}` })),
              { total: 21 },
            ),
    });
    const pager = await screen.findByRole('navigation', { name: 'Notification pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    await user.click(within(pager).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('An older one')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listUrls(fetchMock)).toContain('/api/notifications?page=2&pageSize=20');
  });

  it('says there is nothing yet, with a way to search', async () => {
    render({ [LIST]: notificationsPage([]) });
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search matches' })).toHaveAttribute('href', '/milan-sathi/search');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('offers Try again when the list cannot load', async () => {
    const user = userEvent.setup();
    render({
      [LIST]: [
        { status: 503, body: { status: false, success: false, message: 'Down' } },
        notificationsPage([notification()]),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your notifications could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });
});

describe('NotificationsPage in Hindi (issue 21)', () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('reads the catalogue’s notification texts in Hindi, and a member’s own words as written', async () => {
    render({
      [LIST]: notificationsPage([
        notification({ title: 'Ananya accepted your interest', body: 'You can now message each other.' }),
        notification({ kind: 'message', title: 'New message from Ananya', body: 'Namaste, kab baat karein?' }),
      ]),
    });
    await i18n.changeLanguage('hi');
    const list = await screen.findByRole('list', { name: 'आपकी सूचनाएँ' });
    const [accepted, message] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(accepted).toHaveTextContent('Ananya ने आपकी रुचि स्वीकार कर ली है');
    expect(accepted).toHaveTextContent('अब आप एक-दूसरे को संदेश भेज सकते हैं।');
    expect(message).toHaveTextContent('Ananya का नया संदेश');
    expect(message).toHaveTextContent('Namaste, kab baat karein?');
  });
});
