import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { INTEREST_NOTE_MAX_LENGTH } from '@seva/contracts';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { memberSummary } from '@/test/member-summary';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { CONNECT, profileView } from '../test/fixtures';
import { ConnectPanel } from './connect-panel';

const PROFILE_ID = '65f0a1b2c3d4e5f6a7b8dddd';

function render(conversations: { status?: number; body?: unknown }) {
  const fetchMock = fakeApi({ 'GET /api/conversations': conversations });
  const profile = profileView({ _id: PROFILE_ID, connection: 'accepted', contactLock: 'membership' });
  renderWithProviders(<ConnectPanel profile={profile} name="Ananya S." />, {
    session: fakeSession({ customer: testCustomer }),
  });
  return fetchMock;
}

const conversation = (id: string, memberId: string) => ({
  _id: id,
  member: memberSummary({ _id: memberId }),
  lastMessage: null,
  unread: 0,
  canSend: true,
  updatedAt: '2025-03-12T10:00:00.000Z',
});

describe('ConnectPanel with an accepted connection', () => {
  it('links Message to the conversation with this member', async () => {
    render({
      body: {
        success: true,
        unreadTotal: 0,
        results: [
          conversation('65f0a1b2c3d4e5f6a7b80001', 'someone-else'),
          conversation('65f0a1b2c3d4e5f6a7b80002', PROFILE_ID),
        ],
      },
    });
    expect(screen.getByRole('button', { name: 'Connected' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
        'href',
        '/dashboard/messages/conversation/65f0a1b2c3d4e5f6a7b80002',
      ),
    );
  });

  it('falls back to the messages list when the conversation cannot be found', async () => {
    const fetchMock = render({ status: 500, body: { status: false, success: false } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/conversations', expect.anything()));
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/dashboard/messages');
  });
});

describe('ConnectPanel: an interest with a note (issue 22)', () => {
  const sent = {
    body: { success: true, message: 'Your interest has been sent.', connection: { _id: 'c1', status: 'pending' } },
  };

  function renderNone() {
    const fetchMock = fakeApi({ [`POST ${CONNECT}`]: sent });
    const profile = profileView({ _id: PROFILE_ID, connection: 'none', contactLock: 'connection' });
    renderWithProviders(<ConnectPanel profile={profile} name="Ananya S." />, {
      session: fakeSession({ customer: testCustomer }),
    });
    return fetchMock;
  }

  it('sends the note written, or a tapped suggestion, with the interest and counts its characters', async () => {
    const user = userEvent.setup();
    const fetchMock = renderNone();
    expect(screen.queryByRole('textbox', { name: 'Your note' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a note (optional)' }));
    const box = screen.getByRole('textbox', { name: 'Your note' });
    expect(box).toHaveAttribute('maxlength', String(INTEREST_NOTE_MAX_LENGTH));
    expect(screen.getByTestId('note-counter')).toHaveTextContent('0/300');

    await user.type(box, 'Namaste');
    expect(screen.getByTestId('note-counter')).toHaveTextContent('7/300');
    const suggestion = 'I liked your profile and would like to connect with you.';
    await user.click(screen.getByRole('button', { name: suggestion }));
    expect(box).toHaveValue(suggestion);
    expect(screen.getByTestId('note-counter')).toHaveTextContent(`${suggestion.length}/300`);

    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    await waitFor(() => expect(bodiesOf(fetchMock, CONNECT)).toEqual([{ receiverId: PROFILE_ID, note: suggestion }]));
  });

  it('sends the interest alone when no note is written', async () => {
    const user = userEvent.setup();
    const fetchMock = renderNone();
    await user.click(screen.getByRole('button', { name: 'Add a note (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Your note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send interest' }));
    await waitFor(() => expect(bodiesOf(fetchMock, CONNECT)).toEqual([{ receiverId: PROFILE_ID }]));
  });
});
