/**
 * The socket's lifetime follows the session. No server runs in unit tests,
 * so the one fake here is socket.io-client's `io` factory: it hands out
 * sockets the test drives (connect, events) and inspects (emits, disconnect).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_PATH, SOCKET_UNAUTHORIZED, type ChatMessage } from '@seva/contracts';
import { i18n } from '@/i18n';
import { SessionContext } from '@/lib/session';
import { fakeSession, testCustomer } from '@/test/render';
import { STORAGE_KEYS } from '../auth-storage';
import { useSocket, useSocketEvent } from './context';
import { SocketProvider } from './provider';

type Handler = (...args: unknown[]) => void;
class DrivenSocket {
  handlers = new Map<string, Handler>();
  anyHandler: Handler | null = null;
  emitted: unknown[][] = [];
  disconnect = vi.fn();
  connect = vi.fn();
  on(event: string, handler: Handler) {
    this.handlers.set(event, handler);
    return this;
  }
  onAny(handler: Handler) {
    this.anyHandler = handler;
  }
  offAny() {
    this.anyHandler = null;
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  /** The server side: a lifecycle event, or a server event through onAny. */
  fire(event: string, ...args: unknown[]) {
    act(() => {
      const own = this.handlers.get(event);
      if (own) own(...args);
      else this.anyHandler?.(event, ...args);
    });
  }
}

const sockets: DrivenSocket[] = [];
const ioMock = vi.hoisted(() => vi.fn());
vi.mock('socket.io-client', () => ({ io: ioMock }));

beforeEach(() => {
  sockets.length = 0;
  ioMock.mockImplementation(() => {
    const socket = new DrivenSocket();
    sockets.push(socket);
    return socket;
  });
});

function Probe() {
  return <p data-testid="probe">{useSocket().connected ? 'connected' : 'offline'}</p>;
}

/** Answers every new message with its delivery receipt: a server event in, a client event out. */
function Receipts() {
  const { emit } = useSocket();
  useSocketEvent('message:new', (message) => emit('message:delivered', { ids: [message._id] }));
  return null;
}

function renderWith(loggedIn: boolean) {
  const client = new QueryClient();
  const tree = (customer: boolean) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={fakeSession({ customer: customer ? testCustomer : null })}>
          <SocketProvider>
            <Probe />
            <Receipts />
          </SocketProvider>
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const result = render(tree(loggedIn));
  return { ...result, setLoggedIn: (next: boolean) => result.rerender(tree(next)) };
}

const probe = () => screen.getByTestId('probe');
/** The n-th socket the provider made (the client library is imported lazily, so it comes a tick later). */
async function madeSocket(n = 0): Promise<DrivenSocket> {
  await vi.waitFor(() => expect(sockets[n]).toBeDefined());
  return sockets[n]!;
}

describe('SocketProvider (SPEC §4 realtime socket)', () => {
  it('connects only while a customer is signed in, with the stored token, and disconnects at logout', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'jwt-1');
    const { setLoggedIn } = renderWith(false);
    expect(ioMock).not.toHaveBeenCalled();

    setLoggedIn(true);
    const socket = await madeSocket();
    expect(ioMock).toHaveBeenCalledTimes(1);
    const options = ioMock.mock.calls[0]?.[0] as {
      path: string;
      transports: string[];
      auth: (send: (data: object) => void) => void;
    };
    expect(options.path).toBe(SOCKET_PATH);
    expect(options.transports).toEqual(['websocket']);
    const auth = vi.fn();
    options.auth(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'jwt-1' });

    expect(probe()).toHaveTextContent('offline');
    socket.fire('connect');
    expect(probe()).toHaveTextContent('connected');
    socket.fire('disconnect', 'transport close');
    expect(probe()).toHaveTextContent('offline');
    socket.fire('connect');

    setLoggedIn(false);
    expect(socket.disconnect).toHaveBeenCalled();
    expect(probe()).toHaveTextContent('offline');
    expect(ioMock).toHaveBeenCalledTimes(1);
  });

  it('stops for good when the server refuses the token and the session cannot be refreshed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 401 })),
    );
    renderWith(true);
    const socket = await madeSocket();
    socket.fire('connect_error', new Error('xhr poll error'));
    expect(socket.disconnect).not.toHaveBeenCalled();
    socket.fire('connect_error', new Error(SOCKET_UNAUTHORIZED));
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledTimes(1));
    expect(socket.connect).not.toHaveBeenCalled();
    expect(probe()).toHaveTextContent('offline');
  });

  it('connects again with a refreshed token when the access token ran out', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ accessToken: 'fresh' }), { status: 200 })),
    );
    renderWith(true);
    const socket = await madeSocket();
    socket.fire('connect_error', new Error(SOCKET_UNAUTHORIZED));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(socket.disconnect).not.toHaveBeenCalled();
    const options = ioMock.mock.calls[0]?.[0] as { auth: (send: (data: object) => void) => void };
    const auth = vi.fn();
    options.auth(auth);
    expect(auth).toHaveBeenCalledWith({ token: 'fresh' });
  });

  it('hands the server’s events to their listeners and sends what the app emits', async () => {
    renderWith(true);
    const socket = await madeSocket();
    socket.fire('connect');
    const message: ChatMessage = {
      _id: '65f0a1b2c3d4e5f6a7b8c9d1',
      conversationId: '65f0a1b2c3d4e5f6a7b8c9d0',
      senderId: '65f0a1b2c3d4e5f6a7b8ffff',
      clientId: '7d0c9f5e-0d6b-4a8e-9a57-2f5f1c3b9e11',
      body: 'Namaste',
      createdAt: '2025-03-12T10:00:00.000Z',
      deliveredAt: null,
      readAt: null,
      sentBy: null,
    };
    socket.fire('message:new', message);
    expect(socket.emitted).toEqual([['message:delivered', { ids: [message._id] }]]);
  });
});
