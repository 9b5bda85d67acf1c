import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { getActiveModal, openModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { apiError } from '../test/auth-fixtures';
import { ForgotPasswordModal } from './forgot-password-modal';

function setup() {
  openModal('forgot');
  const user = userEvent.setup();
  renderWithProviders(<ForgotPasswordModal />);
  return user;
}

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('ForgotPasswordModal', () => {
  it('is the "Forgot password?" dialog asking for the e-mail', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('asks for a valid e-mail, sending nothing', async () => {
    const fetchMock = fakeApi({});
    const user = setup();
    await send(user);
    expect(await screen.findByText(MESSAGES.enterEmail)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ananya-at-example');
    await send(user);
    expect(await screen.findByText('Please enter a valid email.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the e-mail and shows the confirmation, then leads back to the login', async () => {
    const fetchMock = fakeApi({ 'POST /api/auth/forgot-password': { body: { message: MESSAGES.passwordResetSent } } });
    const user = setup();
    await user.type(screen.getByLabelText('Email'), ' Ananya@Example.in ');
    await send(user);

    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordResetSent);
    expect(screen.getByRole('dialog', { name: 'Check your email' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/auth/forgot-password')).toEqual([{ email: 'ananya@example.in' }]);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(getActiveModal()).toBe('milanLogin');
  });

  it('shows the server message when the ask is refused (too many), else the default', async () => {
    fakeApi({
      'POST /api/auth/forgot-password': [
        apiError(429, 'Too many requests. Please try again in 60 seconds.'),
        { status: 500 },
      ],
    });
    const user = setup();
    await user.type(screen.getByLabelText('Email'), 'ananya@example.in');
    await send(user);
    expect(await screen.findByText('Too many requests. Please try again in 60 seconds.')).toBeInTheDocument();
    await send(user);
    expect(await screen.findByText(MESSAGES.somethingWentWrong)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('offers the mobile OTP login', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Log in with mobile OTP' }));
    expect(getActiveModal()).toBe('login');
  });
});
