import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeRoute } from '@/test/fake-api';
import { fakeSocket } from '@/test/fake-socket';
import { memberSummary } from '@/test/member-summary';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { CONVERSATIONS, ME, chatMessage, conversation, conversationsReply } from '../test/fixtures';
import MessagesPage from './messages-page';

function render(reply: FakeRoute) {
  const socket = fakeSocket();
  const fetchMock = fakeApi({
    [`GET ${CONVERSATIONS}`]: reply,
    'GET /api/notifications/badges': { body: { success: true, messages: 0, notifications: 0 } },
  });
  renderWithProviders(
    <socket.Provider>
      <MessagesPage />
    </socket.Provider>,
    { route: '/dashboard/messages', session: fakeSession({ customer: testCustomer }) },
  );
  return { socket, fetchMock };
}

const older = conversation({
  _id: '65f0a1b2c3d4e5f6a7b80011',
  member: memberSummary({ firstName: 'Meera', photo: null }),
  lastMessage: chatMessage({ senderId: ME, body: 'See you on Sunday', createdAt: '2025-03-10T10:00:00.000Z' }),
  updatedAt: '2025-03-10T10:00:00.000Z',
});
const newer = conversation({
  _id: '65f0a1b2c3d4e5f6a7b80012',
  member: memberSummary({ firstName: 'Ananya', verified: true }),
  lastMessage: chatMessage({ body: 'Shall we talk tomorrow?', createdAt: '2025-03-11T10:00:00.000Z' }),
  unread: 12,
  updatedAt: '2025-03-11T10:00:00.000Z',
});

describe('MessagesPage (/dashboard/messages)', () => {
  it('lists conversations newest first with the last message, its time and the unread count', async () => {
    render({ body: conversationsReply([older, newer]) });
    expect(screen.getByTestId('conversations-skeleton')).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ananya', 'Meera']);
    expect(links[0]).toHaveAttribute('href', '/dashboard/messages/conversation/65f0a1b2c3d4e5f6a7b80012');
    const [first, second] = screen.getAllByRole('article');
    expect(first).toHaveTextContent('Shall we talk tomorrow?');
    expect(first).toHaveTextContent('11 Mar');
    expect(first).toHaveTextContent('9+');
    expect(within(first!).getByText('12 unread messages')).toBeInTheDocument();
    expect(within(first!).getByRole('img', { name: 'ID verified' })).toBeInTheDocument();
    expect(second).toHaveTextContent('You: See you on Sunday');
    expect(second).not.toHaveTextContent('unread');
  });

  it('reads the list again when a message arrives over the socket', async () => {
    const { socket } = render([
      { body: conversationsReply([older]) },
      { body: conversationsReply([{ ...older, lastMessage: chatMessage({ body: 'Just got home' }), unread: 1 }]) },
    ]);
    await screen.findByText('You: See you on Sunday');
    socket.serverEmit('message:new', chatMessage({ conversationId: older._id, body: 'Just got home' }));
    expect(await screen.findByText('Just got home')).toBeInTheDocument();
    expect(screen.getByText('1 unread message')).toBeInTheDocument();
  });

  it('points to the connections when there is no conversation yet', async () => {
    render({ body: conversationsReply([]) });
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to connections' })).toHaveAttribute('href', '/dashboard/connections');
  });

  it('offers Try again when the list cannot load', async () => {
    const user = userEvent.setup();
    render([{ status: 500, body: { status: false, success: false } }, { body: conversationsReply([older]) }]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your conversations could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Meera' })).toBeInTheDocument();
  });
});
