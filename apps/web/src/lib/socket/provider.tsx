/**
 * The realtime socket's lifetime (SPEC §4 "Realtime socket"): it connects
 * only while a customer is signed in, authenticating with the stored token
 * (Socket.IO `auth.token`, read again on every reconnect), and disconnects
 * when the customer goes away (logout, a 401). Socket.IO's backoff
 * reconnects after a dropped connection; a handshake refused as
 * SOCKET_UNAUTHORIZED (the short-lived access token ran out) trades the
 * refresh cookie for a new token and connects again, and is final when that
 * fails (the session is over; the next REST call's 401 ends it here too). Same origin, path SOCKET_PATH (Vite proxies it in dev).
 * The Socket.IO client is loaded only once someone signs in, so visitors'
 * first page never downloads it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  SOCKET_UNAUTHORIZED,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@seva/contracts';
import { refreshAccessToken } from '../api-client';
import { authStorage } from '../auth-storage';
import { useSession } from '../session';
import { SocketContext, createEventBus, type ClientEvent, type ClientPayload, type RealtimeSocket } from './context';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export function SocketProvider({ children }: { children: ReactNode }) {
  const userId = useSession().customer?.userid ?? null;
  const [bus] = useState(createEventBus);
  const socketRef = useRef<ClientSocket | null>(null);
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    if (!userId) return;
    let socket: ClientSocket | null = null;
    let ended = false;
    void import('socket.io-client').then(({ io }) => {
      if (ended) return;
      // WebSocket only, as the server accepts: no long-polling session that another API process would not know.
      socket = io({
        path: SOCKET_PATH,
        transports: ['websocket'],
        auth: (send) => send({ token: authStorage.getToken() }),
      });
      socketRef.current = socket;
      socket.on('connect', () => setConnected(true));
      socket.on('disconnect', () => setConnected(false));
      socket.on('connect_error', (error) => {
        setConnected(false);
        if (error.message !== SOCKET_UNAUTHORIZED) return;
        void refreshAccessToken().then((outcome) => {
          if (ended) return;
          if (outcome === 'refreshed') socket?.connect();
          else socket?.disconnect();
        });
      });
      socket.onAny((event: string, payload: unknown) => bus.dispatch(event, payload));
    });
    return () => {
      ended = true;
      socket?.offAny();
      socket?.disconnect();
      socketRef.current = null;
      setConnected(false);
    };
  }, [userId, bus]);

  const emit = useCallback(<E extends ClientEvent>(event: E, payload: ClientPayload<E>) => {
    const socket = socketRef.current;
    if (!socket) return;
    const send = socket.emit.bind(socket) as (name: string, body: unknown) => void;
    send(event, payload);
  }, []);

  const value = useMemo<RealtimeSocket>(() => ({ connected, on: bus.on, emit }), [connected, bus, emit]);
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}
