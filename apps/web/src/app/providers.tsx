import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { AudioPlayerProvider } from '@/lib/audio-player';
import { SessionProvider, useSession } from '@/lib/session';
import { SocketProvider } from '@/lib/socket';
import { AppToaster } from '@/lib/toaster';

/** The app's data cache: answers fresh for 30 s, not refetched on focus, client errors not retried. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

// Fetched once someone signs in: no visitor's first visit downloads the chat cache and event handling.
const RealtimeSync = lazy(() => import('@/domains/milan/realtime-sync').then((m) => ({ default: m.RealtimeSync })));

/** RealtimeSync for the signed-in member, nothing for a visitor (inside lib/socket's SocketProvider). */
function MemberRealtimeSync() {
  const userId = useSession().customer?.userid;
  return userId ? (
    <Suspense fallback={null}>
      <RealtimeSync userId={userId} />
    </Suspense>
  ) : null;
}

/** App-wide providers: translations, data cache, session, the realtime socket, the audio player, toasts (SPEC §8: top-center). */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? makeQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          {/* Above the router: the socket and a podcast live on from page to page. */}
          <SocketProvider>
            {/* What Milan Sathi's events change (chat, connections, notifications, the header's badges). */}
            <MemberRealtimeSync />
            <AudioPlayerProvider>{children}</AudioPlayerProvider>
          </SocketProvider>
        </SessionProvider>
        <AppToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
