/**
 * The API client while the signed-in person helps a family member's Milan Sathi account
 * (issue 22): the account's id goes in X-Milan-Account on every call then, and only then; a
 * 403 not_family (access removed) ends the helping once and hands the server's message on.
 */
import { describe, expect, it, vi } from 'vitest';
import { getActingAccount, onActingAccountChange, setActingAccount } from './acting-account';
import { api, ApiError } from './api-client';

const ACCOUNT = { accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' };
const NOT_FAMILY = {
  status: false,
  success: false,
  error: 'not_family',
  message: 'You no longer have access to this profile. Ask the member to invite you again.',
};

function stub(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headerOf = (fetchMock: ReturnType<typeof stub>, call: number) =>
  (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>)['X-Milan-Account'];

describe('api client while helping with a family member’s account', () => {
  it('names the account in X-Milan-Account only while one is set', async () => {
    const fetchMock = stub(200, { success: true });
    await api.get('/connections');
    setActingAccount(ACCOUNT);
    await api.get('/connections');
    await api.post('/connections/request', { profileId: 'x' });
    setActingAccount(null);
    await api.get('/connections');

    expect([0, 1, 2, 3].map((call) => headerOf(fetchMock, call))).toEqual([
      undefined,
      ACCOUNT.accountId,
      ACCOUNT.accountId,
      undefined,
    ]);
  });

  it('on 403 not_family stops helping, once, with the server’s message for the listeners', async () => {
    setActingAccount(ACCOUNT);
    const listener = vi.fn();
    const unsubscribe = onActingAccountChange(listener);
    stub(403, NOT_FAMILY);
    try {
      const [first, second] = await Promise.all([
        api.get('/connections').catch((e: unknown) => e),
        api.get('/conversations').catch((e: unknown) => e),
      ]);
      expect(first).toBeInstanceOf(ApiError);
      expect(second).toMatchObject({ status: 403, reason: 'not_family' });
      expect(getActingAccount()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledWith(NOT_FAMILY.message);
    } finally {
      unsubscribe();
    }
  });

  it('keeps helping after any other refusal', async () => {
    setActingAccount(ACCOUNT);
    stub(403, { status: false, success: false, error: 'plan_required', message: 'Upgrade' });
    await expect(api.get('/conversations')).rejects.toBeInstanceOf(ApiError);
    expect(getActingAccount()).toEqual(ACCOUNT);
  });
});
