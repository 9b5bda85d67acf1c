import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { setActingAccount } from '@/lib/acting-account';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { CONVERSATION_ID, ME, OTHER_ID, chatMessage, historyPath, historyReply, readPath } from '../test/fixtures';
import ConversationPage from './conversation-page';

const read = { body: { success: true, read: 0, readAt: '2025-03-12T05:00:00.000Z' } };
const sent = (body: unknown) => {
  const { clientId, body: text } = body as { clientId: string; body: string };
  return { body: { success: true, message: chatMessage({ senderId: ME, clientId, body: text }) } };
};

function render(routes: FakeRoutes, { id = CONVERSATION_ID, connected = true } = {}) {
  const socket = fakeSocket({ connected });
  const fetchMock = fakeApi({
    [`POST ${readPath(id)}`]: read,
    'GET /api/conversations': { body: { success: true, results: [], unreadTotal: 0 } },
    'GET /api/notifications/badges': { body: { success: true, messages: 0, notifications: 0 } },
    ...routes,
  });
  const page = (
    <socket.Provider>
      <ConversationPage />
    </socket.Provider>
  );
  const result = renderWithProviders(page, {
    route: `/dashboard/messages/conversation/${id}`,
    session: fakeSession({ customer: testCustomer }),
    extraRoutes: [{ path: paths.dashboard.conversation, element: page }],
  });
  const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);
  return { ...result, socket, fetchMock, calls, user: userEvent.setup() };
}

const log = () => screen.findByRole('log', { name: 'Messages with Ananya' });
const sentBodies = (fetchMock: Parameters<typeof bodiesOf>[0]) =>
  bodiesOf(fetchMock, historyPath()) as Array<{ clientId: string; body: string } | undefined>;

describe('ConversationPage (/dashboard/messages/conversation/:id)', () => {
  it('shows the history oldest first with the ticks of the member’s own messages, and marks it read', async () => {
    const { calls } = render({
      [`GET ${historyPath()}`]: {
        body: historyReply([
          chatMessage({ body: 'Namaste Asha!' }),
          chatMessage({
            senderId: ME,
            body: 'Namaste! How are you?',
            deliveredAt: '2025-03-12T04:03:00.000Z',
            readAt: '2025-03-12T04:04:00.000Z',
          }),
          chatMessage({ senderId: ME, body: 'I am in Pune this week.', deliveredAt: '2025-03-12T04:05:00.000Z' }),
          chatMessage({ senderId: ME, body: 'Shall we talk on Sunday?' }),
        ]),
      },
    });
    expect(screen.getByTestId('chat-skeleton')).toBeInTheDocument();
    const items = within(await log()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p.whitespace-pre-wrap')?.textContent)).toEqual([
      'Namaste Asha!',
      'Namaste! How are you?',
      'I am in Pune this week.',
      'Shall we talk on Sunday?',
    ]);
    expect(items[0]).toHaveTextContent('Ananya:');
    expect(items[1]).toHaveTextContent(/You:.*Read$/);
    expect(items[2]).toHaveTextContent(/Delivered$/);
    expect(items[3]).toHaveTextContent(/Sent$/);
    expect(screen.getByRole('link', { name: 'Ananya' })).toHaveAttribute(
      'href',
      `/milan-sathi/search/profile/${OTHER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/dashboard/messages');
    await waitFor(() => expect(calls(readPath())).toHaveLength(1));
  });

  it('while helping a family member, shows their side as the own one and captions a helper’s message (issue 22)', async () => {
    const priya = '65f0a1b2c3d4e5f6a7b8bbbb';
    setActingAccount({ accountId: priya, accountName: 'Priya S.' });
    const { fetchMock } = render({
      [`GET ${historyPath()}`]: {
        body: historyReply([
          chatMessage({ body: 'Namaste Priya!' }),
          chatMessage({ senderId: priya, body: 'Namaste ji', sentBy: { name: 'Sunita', relation: 'parent' } }),
        ]),
      },
    });
    const items = within(await log()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ananya:');
    expect(items[1]).toHaveTextContent(/^You:Namaste jiSunita · Parent/);
    const history = fetchMock.mock.calls.find(([url]) => String(url).startsWith(historyPath()));
    expect((history?.[1]?.headers as Record<string, string>)['X-Milan-Account']).toBe(priya);
  });

  it('sends with Enter: "Sending…" at once, then the stored message; Shift+Enter only adds a line', async () => {
    const { user, fetchMock } = render({
      [`GET ${historyPath()}`]: { body: historyReply([chatMessage()]) },
      [`POST ${historyPath()}`]: sent,
    });
    await log();
    const box = screen.getByRole('textbox', { name: 'Message' });
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    expect(box).toHaveValue('');
    const pending = within(screen.getByRole('log')).getAllByRole('listitem').at(-1)!;
    expect(pending).toHaveTextContent('Hello there');
    expect(pending).toHaveTextContent('Sending…');

    const [request] = sentBodies(fetchMock).filter(Boolean);
    expect(request?.body).toBe('Hello\nthere');
    expect(request?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    answer(new Response(JSON.stringify(sent(request).body), { headers: { 'Content-Type': 'application/json' } }));
    await waitFor(() =>
      expect(within(screen.getByRole('log')).getAllByRole('listitem').at(-1)).toHaveTextContent(/Sent$/),
    );
    expect(screen.queryByText('Sending…')).not.toBeInTheDocument();
  });

  it('offers Retry after a failed send and retries with the same client id', async () => {
    const { user, fetchMock } = render({
      [`GET ${historyPath()}`]: { body: historyReply([]) },
      [`POST ${historyPath()}`]: [
        { status: 500, body: { status: false, success: false, message: 'The server is busy.' } },
        { status: 500, body: { status: false, success: false } },
        { body: { success: true, message: chatMessage({ senderId: ME, body: 'Are you there?' }) } },
      ],
    });
    await log();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Are you there?{Enter}');
    expect(await screen.findByText('The server is busy.')).toBeInTheDocument();
    expect(screen.getByText('Not sent —')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent —')).not.toBeInTheDocument());
    expect(screen.getByText('Are you there?')).toBeInTheDocument();
    const attempts = sentBodies(fetchMock).filter(Boolean);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a?.clientId)).size).toBe(1);
  });

  it('shows a message pushed over the socket, acknowledges it and marks it read', async () => {
    const { socket, calls } = render({ [`GET ${historyPath()}`]: { body: historyReply([chatMessage()]) } });
    await log();
    await waitFor(() => expect(calls(readPath())).toHaveLength(1));
    const pushed = chatMessage({ body: 'I just saw your message' });
    socket.serverEmit('message:new', pushed);
    expect(await screen.findByText('I just saw your message')).toBeInTheDocument();
    expect(socket.emitted).toContainEqual(['message:delivered', { ids: [pushed._id] }]);
    await waitFor(() => expect(calls(readPath())).toHaveLength(2));
  });

  it('moves the ticks on delivery and read receipts', async () => {
    const mine = chatMessage({ senderId: ME, body: 'Good morning' });
    const { socket } = render({ [`GET ${historyPath()}`]: { body: historyReply([mine]) } });
    const item = () => within(screen.getByRole('log')).getAllByRole('listitem')[0];
    await log();
    expect(item()).toHaveTextContent(/Sent$/);
    socket.serverEmit('message:delivered', {
      conversationId: CONVERSATION_ID,
      ids: [mine._id],
      deliveredAt: '2025-03-12T06:00:00.000Z',
    });
    await waitFor(() => expect(item()).toHaveTextContent(/Delivered$/));
    socket.serverEmit('message:read', {
      conversationId: CONVERSATION_ID,
      readerId: OTHER_ID,
      readAt: '2025-03-13T07:00:00.000Z',
    });
    await waitFor(() => expect(item()).toHaveTextContent(/Read$/));
  });

  it('says when the other member is typing, and tells the server at most every 3 s', async () => {
    const { socket, user } = render({ [`GET ${historyPath()}`]: { body: historyReply([]) } });
    await log();
    socket.serverEmit('typing', { conversationId: 'another-conversation', memberId: OTHER_ID });
    expect(screen.queryByText('Ananya is typing…')).not.toBeInTheDocument();
    socket.serverEmit('typing', { conversationId: CONVERSATION_ID, memberId: OTHER_ID });
    expect(screen.getByRole('status')).toHaveTextContent('Ananya is typing…');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Namaste');
    expect(socket.emitted.filter(([event]) => event === 'typing')).toEqual([
      ['typing', { conversationId: CONVERSATION_ID }],
    ]);
  });

  it('notes "Reconnecting…" while the socket is down', async () => {
    const { socket } = render({ [`GET ${historyPath()}`]: { body: historyReply([]) } }, { connected: false });
    await log();
    expect(screen.getByRole('status')).toHaveTextContent('Reconnecting…');
    socket.setConnected(true);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('loads earlier messages above the first one', async () => {
    const first = chatMessage({ body: 'Second page' });
    const { user, calls } = render({
      [`GET ${historyPath()}`]: (_body, url) =>
        url.includes('before=')
          ? { body: historyReply([chatMessage({ _id: '65f0a1b2c3d4e5f6a7b80000', body: 'The very first' })]) }
          : { body: historyReply([first], { hasMore: true }) },
    });
    await log();
    await user.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    expect(await screen.findByText('The very first')).toBeInTheDocument();
    const texts = within(screen.getByRole('log'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts[0]).toContain('The very first');
    expect(texts[1]).toContain('Second page');
    expect(String(calls(historyPath()).at(-1)?.[0])).toContain(`before=${first._id}`);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).not.toBeInTheDocument();
    expect(screen.getByText('This is the start of your conversation with Ananya.')).toBeInTheDocument();
  });

  it('lets a member without a plan reply as soon as the other member’s first message arrives, without a reload', async () => {
    const { socket } = render({
      [`GET ${historyPath()}`]: [
        { body: historyReply([], { canSend: false }) },
        { body: historyReply([chatMessage({ body: 'Namaste! I liked your profile.' })], { canSend: true }) },
      ],
    });
    await log();
    expect(screen.getByRole('note')).toHaveTextContent('Upgrade your plan to start a conversation.');
    socket.serverEmit('message:new', chatMessage({ body: 'Namaste! I liked your profile.' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows a member who deleted their account as read-only, their messages as deleted (issue 24)', async () => {
    render({
      [`GET ${historyPath()}`]: {
        body: historyReply(
          [chatMessage({ body: '', deleted: true }), chatMessage({ senderId: ME, body: 'Shall we talk on Sunday?' })],
          { canSend: false, memberDeleted: true },
        ),
      },
    });
    const messages = await log();
    expect(messages).toHaveTextContent('This message was deleted');
    expect(messages).toHaveTextContent('Shall we talk on Sunday?');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This member has deleted their account. You can no longer message them.',
    );
  });

  it('asks for a plan instead of the composer when the member may not write', async () => {
    render({ [`GET ${historyPath()}`]: { body: historyReply([], { canSend: false }) } });
    await log();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Upgrade your plan to start a conversation. You can reply once they write to you.',
    );
    expect(screen.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/milan-sathi/membership',
    );
  });

  it('swaps the composer for the plan note when a send is refused for want of a plan', async () => {
    const { user } = render({
      [`GET ${historyPath()}`]: { body: historyReply([]) },
      [`POST ${historyPath()}`]: {
        status: 403,
        body: { status: false, success: false, message: 'Upgrade your plan.', error: 'membership_required' },
      },
    });
    await log();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    expect(await screen.findByRole('note')).toHaveTextContent('Upgrade your plan to start a conversation.');
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('says the conversation is not available on a 404, with the way back', async () => {
    render({
      [`GET ${historyPath()}`]: {
        status: 404,
        body: { status: false, success: false, message: 'This conversation is not available.', error: 'not_found' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'This conversation is not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/dashboard/messages');
  });

  it('offers Try again when the history cannot load', async () => {
    const { user } = render({
      [`GET ${historyPath()}`]: [
        { status: 500, body: { status: false, success: false } },
        { body: historyReply([chatMessage({ body: 'Back again' })]) },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This conversation could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
  });
});
