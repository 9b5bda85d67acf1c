import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getActiveModal, openModal } from '@/lib/modal-store';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { LogoutDialog } from './logout-dialog';

describe('LogoutDialog', () => {
  beforeEach(() => openModal('logout'));
  afterEach(() => vi.useRealTimers());

  const setup = (logout = vi.fn(async () => true)) => {
    const session = fakeSession({ customer: testCustomer, logout });
    const view = renderWithProviders(<LogoutDialog />, { session, route: '/profile' });
    return { ...view, user: userEvent.setup() };
  };

  it('shows a visible 20 s timer and answers No by itself at 0', () => {
    vi.useFakeTimers();
    const { session } = setup();
    expect(screen.getByRole('alertdialog', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('This closes by itself in 20s.')).toBeInTheDocument();

    for (let i = 0; i < 5; i++) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('This closes by itself in 15s.')).toBeInTheDocument();
    expect(getActiveModal()).toBe('logout');

    for (let i = 0; i < 15; i++) act(() => vi.advanceTimersByTime(1000));
    expect(getActiveModal()).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('No closes without logging out', async () => {
    const { user, session } = setup();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(getActiveModal()).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();
  });

  it('Yes logs out, toasts "Logout successfully." and goes to /', async () => {
    const { user, session, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Logout successfully.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getActiveModal()).toBeNull();
  });

  it('logs out of every device on request', async () => {
    const { user, session, router } = setup();
    await user.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    expect(session.logout).toHaveBeenCalledWith(true);
    expect(await screen.findByText('You are logged out on every device.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('toasts "Failed To Logout" when the server call failed', async () => {
    const { user } = setup(vi.fn(async () => false));
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Failed To Logout')).toBeInTheDocument();
  });
});
