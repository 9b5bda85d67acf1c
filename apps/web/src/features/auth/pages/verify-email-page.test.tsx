import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveModal } from '@/lib/modal-store';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import VerifyEmailPage from './verify-email-page';

describe('VerifyEmailPage (SPEC §2, §4)', () => {
  it('fails at once without a token', () => {
    const fetchMock = stubFetch();
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email' });
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('Invalid or missing verification token.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Login' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.title).toBe('Verify your e-mail | Seva');
  });

  it('verifies, then offers Go to Login', async () => {
    const fetchMock = stubFetch({ body: { message: 'Your email has been verified.' } });
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=tok123' });
    expect(screen.getByRole('status')).toHaveTextContent('Verifying your email…');
    expect(await screen.findByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(fetchBody(fetchMock)).toEqual({ token: 'tok123' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Go to Login' }));
    expect(getActiveModal()).toBe('login');
  });

  it('shows the server message on failure', async () => {
    stubFetch({ status: 400, body: { status: false, success: false, message: 'This verification link has expired.' } });
    renderWithProviders(<VerifyEmailPage />, { route: '/verify-email?token=old' });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByText('This verification link has expired.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Login' })).toBeInTheDocument();
  });
});
