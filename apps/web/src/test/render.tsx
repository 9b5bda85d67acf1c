/**
 * Renders a component inside the app's real providers (translations, query
 * cache, toasts, router, the audio player) with a session the test chooses.
 */
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import type { CustomerDetails } from '@seva/contracts';
import { i18n } from '@/i18n';
import { AudioPlayerProvider } from '@/lib/audio-player';
import { SessionContext, type Session } from '@/lib/session';

export const testCustomer: CustomerDetails = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  userid: '0123456789abcdef01234567',
  pincode: '201301',
};

export function fakeSession(overrides: Partial<Session> = {}): Session {
  const customer = overrides.customer === undefined ? null : overrides.customer;
  return {
    customer,
    loading: false,
    isLoggedIn: customer !== null,
    refresh: vi.fn(async () => {}),
    logout: vi.fn(async () => true),
    ...overrides,
  };
}

type Options = { session?: Session; route?: string; extraRoutes?: Array<{ path: string; element: ReactNode }> };

export function renderWithProviders(
  ui: ReactElement,
  { session = fakeSession(), route = '/', extraRoutes = [] }: Options = {},
) {
  const router = createMemoryRouter([{ path: '/', element: ui }, { path: '*', element: ui }, ...extraRoutes], {
    initialEntries: [route],
  });
  return renderRouter(router, session);
}

/** Renders `router` (a memory router over any route table, the app's own included) inside the app's providers. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, session = fakeSession()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionContext.Provider value={session}>
          <AudioPlayerProvider>
            <RouterProvider router={router} />
          </AudioPlayerProvider>
          <Toaster position="top-center" />
        </SessionContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, router, queryClient, session };
}

/** A fetch stub answering each call with the next response (JSON body, status 200 unless given). */
export function stubFetch(...responses: Array<{ status?: number; body?: unknown }>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = responses.shift() ?? { status: 500, body: { message: 'No stubbed response' } };
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body of the n-th fetch call. */
export function fetchBody(fetchMock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
