/**
 * A realtime socket for page tests: the real event bus and the real global
 * reactions (domains/milan RealtimeSync) with no network. The test pushes the
 * server's events (`serverEmit`), reads what the page sent (`emitted`) and
 * can drop or restore the connection.
 */
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { act } from '@testing-library/react';
import { RealtimeSync } from '@/domains/milan/realtime-sync';
import { useSession } from '@/lib/session';
import { SocketContext, createEventBus, type RealtimeSocket, type ServerEvent, type ServerPayload } from '@/lib/socket';

/** RealtimeSync for the signed-in member, as app/providers mounts it (there fetched lazily). */
function MemberRealtimeSync() {
  const userId = useSession().customer?.userid;
  return userId ? <RealtimeSync userId={userId} /> : null;
}

export function fakeSocket({ connected = true } = {}) {
  const bus = createEventBus();
  const emitted: Array<[string, unknown]> = [];
  const watchers = new Set<() => void>();
  let isConnected = connected;
  const subscribe = (watcher: () => void) => {
    watchers.add(watcher);
    return () => void watchers.delete(watcher);
  };
  const emit: RealtimeSocket['emit'] = (event, payload) => void emitted.push([event, payload]);

  function Provider({ children }: { children: ReactNode }) {
    const now = useSyncExternalStore(subscribe, () => isConnected);
    const value = useMemo<RealtimeSocket>(() => ({ connected: now, on: bus.on, emit }), [now]);
    return (
      <SocketContext.Provider value={value}>
        <MemberRealtimeSync />
        {children}
      </SocketContext.Provider>
    );
  }

  return {
    Provider,
    emitted,
    /** The server sends `event` to this client. */
    serverEmit<E extends ServerEvent>(event: E, payload: ServerPayload<E>) {
      act(() => bus.dispatch(event, payload));
    },
    setConnected(next: boolean) {
      act(() => {
        isConnected = next;
        watchers.forEach((watcher) => watcher());
      });
    },
  };
}
