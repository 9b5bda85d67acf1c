import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage, onUnauthorized, setRequestLanguage } from './api-client';
import { STORAGE_KEYS } from './auth-storage';
import { dropEarlyResponses, earlyRequestKey } from './early-requests';

function stub(status: number, body?: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headersOf = (fetchMock: ReturnType<typeof stub>) =>
  (fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;

describe('api client', () => {
  let unsubscribe: (() => void) | undefined;
  afterEach(() => unsubscribe?.());

  it('prefixes /api, adds query params and the bearer token', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    const fetchMock = stub(200, { ok: 1 });
    await expect(api.get('/admin/customers', { params: { q: 'asha', page: 2, skip: undefined } })).resolves.toEqual({
      ok: 1,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/customers?q=asha&page=2');
    expect(headersOf(fetchMock).Authorization).toBe('Bearer abc');
  });

  it('sends JSON bodies and no Authorization header without a token', async () => {
    const fetchMock = stub(200, { status: true });
    await api.post('/app/customer/user_login', { phoneNumber: '9876543210' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"phoneNumber":"9876543210"}');
    expect(headersOf(fetchMock).Authorization).toBeUndefined();
  });

  it('asks for the interface language on every call (Accept-Language), so messages come back in it', async () => {
    const fetchMock = stub(200, { status: true });
    await api.post('/app/customer/user_login', { phoneNumber: '9876543210' });
    expect(headersOf(fetchMock)['Accept-Language']).toBe('en');
    setRequestLanguage('hi');
    try {
      await api.get('/user/getBreakingNews');
      expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>)['Accept-Language']).toBe('hi');
    } finally {
      setRequestLanguage('en');
    }
  });

  it('throws ApiError with the status and the server message', async () => {
    stub(422, { status: false, success: false, message: 'The OTP is incorrect.' });
    const error = await api.post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'The OTP is incorrect.' });
    expect(errorMessage(error, 'Failed To Login')).toBe('The OTP is incorrect.');
  });

  it('falls back to the caller default when the server gave no message', async () => {
    stub(500);
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed To Login')).toBe('Failed To Login');
    expect(errorMessage(new Error('boom'), 'Something went wrong.')).toBe('Something went wrong.');
  });

  it('on a 401 with a token: removes the token and tells the listeners', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    localStorage.setItem(STORAGE_KEYS.mobile, '9876543210');
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    stub(401, { status: false, success: false, message: 'Please login to continue.' });
    await expect(api.get('/app/customer/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('on a 401 with a token: trades the refresh cookie for a new token and repeats the call once', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    const answers = [
      new Response(JSON.stringify({ message: 'Please login to continue.' }), { status: 401 }),
      new Response(JSON.stringify({ accessToken: 'fresh' }), { status: 200 }),
      new Response(JSON.stringify({ data: { mobile: '9876543210' } }), { status: 200 }),
    ];
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.get('/app/customer/me')).resolves.toEqual({ data: { mobile: '9876543210' } });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/app/customer/me',
      '/api/auth/refresh',
      '/api/app/customer/me',
    ]);
    expect(fetchMock.mock.calls[1]?.[1]?.credentials).toBe('same-origin');
    expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer fresh');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('fresh');
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh meets a busy server (429), and ends it only on its 401', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    const answer = (status: number) => new Response(JSON.stringify({ message: 'x' }), { status });
    const answers = [answer(401), answer(429), answer(401), answer(401)];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    await expect(api.get('/app/customer/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('expired');
    expect(listener).not.toHaveBeenCalled();

    await expect(api.get('/app/customer/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('asks for one refresh however many calls meet an expired token at once', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'expired');
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input === '/api/auth/refresh') return new Response(JSON.stringify({ accessToken: 'fresh' }), { status: 200 });
      const auth = (init?.headers as Record<string, string>).Authorization;
      return new Response(JSON.stringify({ ok: auth }), { status: auth === 'Bearer fresh' ? 200 : 401 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(fetchMock.mock.calls.filter((call) => call[0] === '/api/auth/refresh')).toHaveLength(1);
  });

  it('reads a private file as a Blob with the token, and its refusal as an ApiError', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    let fetchMock = stub(200, 'image-bytes');
    const blob = await api.getBlob('/verification/abc/files/selfie');
    expect(await blob.text()).toBe('"image-bytes"');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/verification/abc/files/selfie');
    expect(headersOf(fetchMock).Authorization).toBe('Bearer abc');

    fetchMock = stub(404, { status: false, success: false, message: 'The file was deleted after the review.' });
    await expect(api.getBlob('/verification/abc/files/selfie')).rejects.toMatchObject({
      status: 404,
      message: 'The file was deleted after the review.',
    });
  });

  it('a 401 on a call without a token is only an error', async () => {
    const listener = vi.fn();
    unsubscribe = onUnauthorized(listener);
    stub(401, { status: false, success: false, message: 'Nope' });
    await expect(api.post('/user/loginRayds', {})).rejects.toMatchObject({ status: 401 });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('answers a prerendered page asked for early (lib/early-requests.ts)', () => {
  afterEach(() => dropEarlyResponses());

  const early = (key: string, body: unknown) => {
    window.__sevaEarly = new Map([[key, Promise.resolve(new Response(JSON.stringify(body), { status: 200 }))]]);
  };

  it('an anonymous call takes the early answer once, then asks the server', async () => {
    early(earlyRequestKey('POST', '/api/e-commerce/get_products', '{"page":1,"pageSize":24}'), { early: true });
    const fetchMock = stub(200, { early: false });
    await expect(api.post('/e-commerce/get_products', { page: 1, pageSize: 24 })).resolves.toEqual({ early: true });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(api.post('/e-commerce/get_products', { page: 1, pageSize: 24 })).resolves.toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a different body, or a signed-in call, is asked of the server', async () => {
    early(earlyRequestKey('POST', '/api/e-commerce/get_products', '{"page":1,"pageSize":24}'), { early: true });
    const fetchMock = stub(200, { early: false });
    await expect(api.post('/e-commerce/get_products', { page: 2, pageSize: 24 })).resolves.toEqual({ early: false });
    localStorage.setItem(STORAGE_KEYS.token, 'abc');
    await expect(api.post('/e-commerce/get_products', { page: 1, pageSize: 24 })).resolves.toEqual({ early: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    localStorage.removeItem(STORAGE_KEYS.token);
  });

  it('an early request that failed is asked again', async () => {
    const key = earlyRequestKey('GET', '/api/app/config');
    window.__sevaEarly = new Map([[key, Promise.reject(new TypeError('Failed to fetch'))]]);
    const fetchMock = stub(200, { ok: 1 });
    await expect(api.get('/app/config')).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
