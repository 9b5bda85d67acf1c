import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getActingAccount, onActingAccountChange, setActingAccount, useActingAccount } from './acting-account';

const ACCOUNT = { accountId: '65f0a1b2c3d4e5f6a7b8aaaa', accountName: 'Priya S.' };

describe('acting account (issue 22)', () => {
  it('keeps the account in this tab’s session storage and tells the listeners of each change only', () => {
    const listener = vi.fn();
    const unsubscribe = onActingAccountChange(listener);
    try {
      expect(getActingAccount()).toBeNull();
      setActingAccount(ACCOUNT);
      setActingAccount({ ...ACCOUNT });
      expect(getActingAccount()).toEqual(ACCOUNT);
      expect(JSON.parse(sessionStorage.getItem('seva_acting_account') ?? 'null')).toEqual(ACCOUNT);
      setActingAccount(null);
      expect(getActingAccount()).toBeNull();
      expect(listener).toHaveBeenCalledTimes(2);
    } finally {
      unsubscribe();
    }
  });

  it('treats unreadable storage as nobody helped with', () => {
    sessionStorage.setItem('seva_acting_account', '{not json');
    expect(getActingAccount()).toBeNull();
  });

  it('re-renders the hook on a change', () => {
    const { result } = renderHook(() => useActingAccount());
    expect(result.current).toBeNull();
    act(() => setActingAccount(ACCOUNT));
    expect(result.current).toEqual(ACCOUNT);
    act(() => setActingAccount(null));
    expect(result.current).toBeNull();
  });
});
