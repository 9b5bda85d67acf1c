import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { getActiveModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { apiError } from '../test/auth-fixtures';
import ResetPasswordPage from './reset-password-page';

const NEW_PASSWORD = 'Tulsi leaves at Vrindavan 7';

function setup(route = '/reset-password?token=tok-123') {
  const user = userEvent.setup();
  renderWithProviders(<ResetPasswordPage />, { route });
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordPage', () => {
  it('says the link does not work without a token and offers a new one', async () => {
    const fetchMock = fakeApi({});
    const user = setup('/reset-password');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.passwordResetInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(getActiveModal()).toBe('forgot');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for 8 characters and the same password twice, sending nothing', async () => {
    const fetchMock = fakeApi({});
    const user = setup();
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await choose(user, 'short');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await choose(user, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password, says so and opens the Milan Sathi login', async () => {
    const fetchMock = fakeApi({ 'POST /api/auth/reset-password': { body: { message: MESSAGES.passwordResetDone } } });
    const user = setup();
    await choose(user, NEW_PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/auth/reset-password')).toEqual([{ token: 'tok-123', password: NEW_PASSWORD }]);
    expect(getActiveModal()).toBe('milanLogin');
    expect(screen.getAllByText(MESSAGES.passwordResetDone).length).toBeGreaterThan(0);
  });

  it("shows the server's refusal (used or expired link, weak password) and keeps the form", async () => {
    fakeApi({
      'POST /api/auth/reset-password': [
        apiError(400, MESSAGES.passwordResetInvalid),
        apiError(400, MESSAGES.passwordTooWeak),
      ],
    });
    const user = setup();
    await choose(user, NEW_PASSWORD);
    expect(await screen.findByText(MESSAGES.passwordResetInvalid)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(MESSAGES.passwordTooWeak)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
    expect(getActiveModal()).toBeNull();
  });
});
