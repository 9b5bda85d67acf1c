/**
 * The realtime socket as pages see it (SPEC §3 shared UI state "socket
 * connection status", §4 "Realtime socket"): whether it is connected, a way
 * to listen to the server's events and a way to send the client's, typed by
 * the contracts' ServerToClientEvents / ClientToServerEvents. Listeners live
 * on an event bus that outlives any one socket, so a page subscribed once
 * keeps hearing events across reconnects and logins.
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import type { ClientToServerEvents, ServerToClientEvents } from '@seva/contracts';

export type ServerEvent = keyof ServerToClientEvents;
export type ClientEvent = keyof ClientToServerEvents;
/** What the server sends with `event` (every event carries one object). */
export type ServerPayload<E extends ServerEvent> = Parameters<ServerToClientEvents[E]>[0];
export type ClientPayload<E extends ClientEvent> = Parameters<ClientToServerEvents[E]>[0];

export type RealtimeSocket = {
  /** The socket is connected now (false while logged out, connecting or reconnecting). */
  connected: boolean;
  /** Calls `listener` for every `event` from the server; returns the unsubscribe. */
  on: <E extends ServerEvent>(event: E, listener: (payload: ServerPayload<E>) => void) => () => void;
  /** Sends `event` to the server (buffered until connected; dropped while logged out). */
  emit: <E extends ClientEvent>(event: E, payload: ClientPayload<E>) => void;
};

type Listener = (payload: unknown) => void;

/** Listeners by event name; `dispatch` hands an event to each. */
export function createEventBus() {
  const listeners = new Map<string, Set<Listener>>();
  return {
    on<E extends ServerEvent>(event: E, listener: (payload: ServerPayload<E>) => void): () => void {
      const set = listeners.get(event) ?? new Set<Listener>();
      const entry = listener as Listener;
      set.add(entry);
      listeners.set(event, set);
      return () => void set.delete(entry);
    },
    dispatch(event: string, payload: unknown): void {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;

const offline: RealtimeSocket = { connected: false, on: () => () => {}, emit: () => {} };

export const SocketContext = createContext<RealtimeSocket>(offline);

export function useSocket(): RealtimeSocket {
  return useContext(SocketContext);
}

/** Runs `listener` for each `event` while the component is mounted (the latest listener, without resubscribing). */
export function useSocketEvent<E extends ServerEvent>(event: E, listener: (payload: ServerPayload<E>) => void): void {
  const { on } = useSocket();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => on(event, (payload) => latest.current(payload)), [on, event]);
}
