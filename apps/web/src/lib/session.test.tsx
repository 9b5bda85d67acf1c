import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getActingAccount, setActingAccount } from './acting-account';
import { STORAGE_KEYS } from './auth-storage';
import { SessionProvider, useSession } from './session';
import { AppToaster } from './toaster';

function Probe() {
  const { customer, loading, isLoggedIn, logout } = useSession();
  return (
    <>
      <p data-testid="probe">{loading ? 'loading' : isLoggedIn ? `in:${customer?.firstname}` : 'out'}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </>
  );
}

function renderSession(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
      <AppToaster />
    </QueryClientProvider>,
  );
}

const customerData = {
  firstname: 'Asha',
  lastname: 'Verma',
  email: 'asha@example.com',
  mobile: '9876543210',
  userid: '0123456789abcdef01234567',
  pincode: '201301',
};

describe('SessionProvider (SPEC §4)', () => {
  it('is logged out without a stored mobile and calls nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('looks the customer up when a mobile is stored, loading until it ends', async () => {
    localStorage.setItem(STORAGE_KEYS.mobile, '9876543210');
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ success: true, raydsData: { Response: { status: 1, message: 'ok' } }, customerData }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    expect(screen.getByTestId('probe')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('in:Asha'));
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/loginRayds');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"user_mobile":"9876543210"}');
  });

  it('keeps the stored login when the lookup gets no answer, and retries', async () => {
    localStorage.setItem(STORAGE_KEYS.mobile, '9876543210');
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(
        new Response(
          JSON.stringify({ success: true, raydsData: { Response: { status: 1, message: 'ok' } }, customerData }),
        ),
      );
    vi.stubGlobal('fetch', fetchMock);
    renderSession();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('in:Asha'), { timeout: 4000 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Please login')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt');
  });

  it('says "Please login", clears the customer and wipes storage when the lookup fails', async () => {
    localStorage.setItem(STORAGE_KEYS.mobile, '9876543210');
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    localStorage.setItem(STORAGE_KEYS.userId, 'x');
    localStorage.setItem('something-else', '1');
    localStorage.setItem(STORAGE_KEYS.language, 'hi');
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ status: false, success: false, message: 'No' }), { status: 404 }),
      ),
    );
    renderSession();
    expect(await screen.findByText('Please login')).toBeInTheDocument();
    expect(screen.getByTestId('probe')).toHaveTextContent('out');
    expect(localStorage.getItem(STORAGE_KEYS.mobile)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem('something-else')).toBeNull();
    // The language is a device preference, not account data.
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');
  });

  it('stops helping with a family member’s account on logout', async () => {
    localStorage.setItem(STORAGE_KEYS.mobile, '9876543210');
    localStorage.setItem(STORAGE_KEYS.token, 'jwt');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, raydsData: { Response: { status: 1 } }, customerData })),
    );
    setActingAccount({ accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' });
    renderSession();
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('in:Asha'));
    act(() => screen.getByRole('button', { name: 'Logout' }).click());
    await waitFor(() => expect(screen.getByTestId('probe')).toHaveTextContent('out'));
    expect(getActingAccount()).toBeNull();
  });
});
