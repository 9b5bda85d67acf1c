import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { memberSummary } from '@/test/member-summary';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { profileView } from '../test/fixtures';
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
