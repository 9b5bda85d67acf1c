/**
 * The current customer (SPEC §4 Auth). At start, if a mobile is stored, the
 * customer details are looked up (POST /api/user/loginRayds) and `loading`
 * holds until that ends; an unsuccessful lookup says "Please login", clears
 * the customer and wipes local storage. Logging out (or a 401) also stops
 * helping with a family member's Milan Sathi account (lib/acting-account).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CustomerDetails, LoginRaydsResponse } from '@seva/contracts';
import { i18n, loadNamespace } from '@/i18n';
import { setActingAccount } from './acting-account';
import { ApiError, api, onUnauthorized } from './api-client';
import { authStorage } from './auth-storage';
import { showToast } from './toaster';

export type Session = {
  customer: CustomerDetails | null;
  /** True while the start-up (or post-login) lookup runs. */
  loading: boolean;
  isLoggedIn: boolean;
  /** Re-reads the stored mobile and looks the customer up again (after login). */
  refresh: () => Promise<void>;
  /**
   * POST /api/app/customer/logout (or `logout_all` with `everywhere`: every
   * device's session ends), then wipes local state; resolves true when the server agreed.
   * `localOnly` skips the call: the server already ended every session (the account was deleted).
   */
  logout: (everywhere?: boolean, options?: { localOnly?: boolean }) => Promise<boolean>;
};

export const SessionContext = createContext<Session | null>(null);

/** Query roots that belong to the signed-in customer; dropped on logout or 401. */
const USER_QUERY_ROOTS = [
  'session',
  'me',
  'admin',
  'cart',
  'addresses',
  'orders',
  // Milan Sathi data the realtime socket refreshes (domains/milan/query-roots).
  'badges',
  'connections',
  'conversations',
  'notifications',
] as const;

export const sessionQueryKey = (mobile: string | null) => ['session', mobile] as const;

function forgetUserQueries(queryClient: QueryClient): void {
  for (const root of USER_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
}

/** The request got no answer at all (offline, or cut off by leaving the page): nothing was decided. */
class LookupUnanswered extends Error {}

/**
 * The customer behind the stored login, or null after an unsuccessful lookup
 * (SPEC §4: "Please login", local storage wiped). A lookup that got no answer
 * (ApiError status 0) throws LookupUnanswered instead, so the query retries
 * and a customer on a flaky network or leaving the page is not logged out.
 */
async function lookupCustomer(mobile: string): Promise<CustomerDetails | null> {
  try {
    const response = await api.post<LoginRaydsResponse>('/user/loginRayds', { user_mobile: mobile });
    if (response?.success && response.customerData) return response.customerData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) throw new LookupUnanswered(error.message);
    // Any answered failure is "unsuccessful" (SPEC §4); handled below.
  }
  void loadNamespace('messages').then(() => showToast('error', i18n.t('messages:pleaseLogin')));
  authStorage.clearAll();
  return null;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [mobile, setMobile] = useState<string | null>(() => authStorage.getMobile());

  const query = useQuery({
    queryKey: sessionQueryKey(mobile),
    queryFn: () => lookupCustomer(mobile ?? ''),
    enabled: mobile !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: (failures, error) => error instanceof LookupUnanswered && failures < 3,
    refetchOnWindowFocus: false,
  });

  useEffect(
    () =>
      onUnauthorized(() => {
        // The api client already removed the token; drop what we know about the customer.
        forgetUserQueries(queryClient);
        setMobile(null);
        setActingAccount(null);
      }),
    [queryClient],
  );

  const refresh = useCallback(async () => {
    const stored = authStorage.getMobile();
    setMobile(stored);
    if (stored) await queryClient.invalidateQueries({ queryKey: sessionQueryKey(stored) });
  }, [queryClient]);

  const logout = useCallback(
    async (everywhere = false, options: { localOnly?: boolean } = {}) => {
      let ok = true;
      try {
        if (!options.localOnly) await api.post(everywhere ? '/app/customer/logout_all' : '/app/customer/logout');
      } catch {
        ok = false;
      }
      // Clear locally even when the server call failed: the person asked to leave,
      // and a token the server still holds expires on its own (SESSION_TTL_SECONDS).
      authStorage.clearAll();
      forgetUserQueries(queryClient);
      setMobile(null);
      setActingAccount(null);
      return ok;
    },
    [queryClient],
  );

  const customer = mobile !== null ? (query.data ?? null) : null;
  const loading = mobile !== null && query.isPending;

  const value = useMemo<Session>(
    () => ({ customer, loading, isLoggedIn: customer !== null, refresh, logout }),
    [customer, loading, refresh, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
