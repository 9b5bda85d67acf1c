import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, waitMessage } from '@seva/contracts';
import { STORAGE_KEYS } from '@/lib/auth-storage';
import { getActiveModal, openModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders } from '@/test/render';
import { USER_ID, apiError, authResult } from '../test/auth-fixtures';
import { MilanLoginModal } from './milan-login-modal';

function setup() {
  openModal('milanLogin');
  const session = fakeSession();
  const user = userEvent.setup();
  renderWithProviders(<MilanLoginModal />, { session });
  return { user, session };
}

async function logIn(user: ReturnType<typeof userEvent.setup>, password = 'Ganga-aarti at dusk 108') {
  await user.type(screen.getByLabelText('Email'), 'Ananya@Example.in');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('MilanLoginModal', () => {
  it('is a dialog labelled "Login to Milan Sathi" with a hidden password', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Login to Milan Sathi' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('shows the password on request', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('Show password'));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('asks for the e-mail and the password, sending nothing', async () => {
    const fetchMock = fakeApi({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores token, userId and phone like the OTP login, closes, toasts and reloads the customer', async () => {
    const fetchMock = fakeApi({ 'POST /api/auth/login': { body: authResult() } });
    const { user, session } = setup();
    await logIn(user);

    expect(await screen.findByText(MESSAGES.loggedIn)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/auth/login')).toEqual([
      { email: 'ananya@example.in', password: 'Ganga-aarti at dusk 108' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-from-password-login');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
    expect(localStorage.getItem(STORAGE_KEYS.mobile)).toBe('9876543210');
    expect(getActiveModal()).toBeNull();
    await waitFor(() => expect(session.refresh).toHaveBeenCalled());
  });

  it('shows the lock-out message and stores nothing', async () => {
    fakeApi({ 'POST /api/auth/login': apiError(429, waitMessage.passwordLocked(15)) });
    const { user } = setup();
    await logIn(user);
    expect(await screen.findByText(waitMessage.passwordLocked(15))).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(getActiveModal()).toBe('milanLogin');
  });

  it('shows the wrong-password message, else "Failed To Login"', async () => {
    fakeApi({ 'POST /api/auth/login': [apiError(401, MESSAGES.wrongEmailOrPassword), { status: 500 }] });
    const { user } = setup();
    await logIn(user, 'a wrong one');
    expect(await screen.findByText(MESSAGES.wrongEmailOrPassword)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.failedToLogin)).toBeInTheDocument();
  });

  it.each([
    ['Forgot password?', 'forgot'],
    ['Create an account', 'milanRegister'],
    ['Log in with mobile OTP', 'login'],
  ])('opens %s', async (name, modal) => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name }));
    expect(getActiveModal()).toBe(modal);
  });
});
