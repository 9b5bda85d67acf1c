/**
 * Milan Sathi's reactions to the server's events (RealtimeSync), driven
 * through the test socket (test/fake-socket: the real event bus, no network).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConnectionItem } from '@seva/contracts';
import { i18n } from '@/i18n';
import { setActingAccount } from '@/lib/acting-account';
import { SessionContext } from '@/lib/session';
import { AppToaster } from '@/lib/toaster';
import { fakeSocket } from '@/test/fake-socket';
import { fakeSession, testCustomer } from '@/test/render';

function renderSignedIn(client = new QueryClient()) {
  const socket = fakeSocket();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={fakeSession({ customer: testCustomer })}>
          <socket.Provider>{null}</socket.Provider>
          <AppToaster />
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return socket;
}

describe('RealtimeSync', () => {
  it('acknowledges the other member’s new messages as delivered, not the customer’s own', () => {
    const socket = renderSignedIn();
    const message = (id: string, senderId: string): ChatMessage => ({
      _id: id,
      conversationId: '65f0a1b2c3d4e5f6a7b8c9d0',
      senderId,
      clientId: '7d0c9f5e-0d6b-4a8e-9a57-2f5f1c3b9e11',
      body: 'Namaste',
      createdAt: '2025-03-12T10:00:00.000Z',
      deliveredAt: null,
      readAt: null,
      sentBy: null,
    });
    socket.serverEmit('message:new', message('65f0a1b2c3d4e5f6a7b8c9d1', '65f0a1b2c3d4e5f6a7b8ffff'));
    socket.serverEmit('message:new', message('65f0a1b2c3d4e5f6a7b8c9d2', testCustomer.userid));
    expect(socket.emitted).toEqual([['message:delivered', { ids: ['65f0a1b2c3d4e5f6a7b8c9d1'] }]]);
  });

  it('while helping a family member, asks to hear that account and acknowledges nothing for it (issue 22)', () => {
    setActingAccount({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' });
    const socket = renderSignedIn();
    expect(socket.emitted).toEqual([['milan:account', { accountId: '65f0a1b2c3d4e5f6a7b8aaaa' }]]);
    socket.serverEmit('message:new', {
      _id: '65f0a1b2c3d4e5f6a7b8c9d1',
      conversationId: '65f0a1b2c3d4e5f6a7b8c9d0',
      senderId: '65f0a1b2c3d4e5f6a7b8ffff',
      clientId: '7d0c9f5e-0d6b-4a8e-9a57-2f5f1c3b9e11',
      body: 'Namaste',
      createdAt: '2025-03-12T10:00:00.000Z',
      deliveredAt: null,
      readAt: null,
      sentBy: null,
    });
    expect(socket.emitted).toHaveLength(1);
    act(() => setActingAccount(null));
    expect(socket.emitted).toEqual([
      ['milan:account', { accountId: '65f0a1b2c3d4e5f6a7b8aaaa' }],
      ['milan:account', { accountId: null }],
    ]);
  });

  it('says who sent an interest and who accepted one', async () => {
    const socket = renderSignedIn();
    socket.serverEmit('connection:request', { member: { firstName: 'Ananya' } } as ConnectionItem);
    expect(await screen.findByText('Ananya sent you an interest')).toBeInTheDocument();
    socket.serverEmit('connection:accepted', { member: { firstName: 'Rahul' } } as ConnectionItem);
    expect(await screen.findByText('Rahul accepted your interest')).toBeInTheDocument();
  });

  it('drops every cached answer but the customer lookup when the account helped with changes (issue 22)', async () => {
    const client = new QueryClient();
    client.setQueryData(['session', '9876543210'], testCustomer);
    client.setQueryData(['connections', 'received', 1], { results: ['theirs'] });
    renderSignedIn(client);

    act(() => setActingAccount({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' }));
    expect(client.getQueryData(['connections', 'received', 1])).toBeUndefined();
    expect(client.getQueryData(['session', '9876543210'])).toEqual(testCustomer);

    client.setQueryData(['connections', 'received', 1], { results: ['priya'] });
    act(() => setActingAccount(null, 'You no longer have access to this profile.'));
    expect(client.getQueryData(['connections', 'received', 1])).toBeUndefined();
    expect(await screen.findByText('You no longer have access to this profile.')).toBeInTheDocument();
  });
});
