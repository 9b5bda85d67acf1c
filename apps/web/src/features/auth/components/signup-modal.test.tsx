import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getActiveModal, openModal } from '@/lib/modal-store';
import { pendingSignup } from '../pending-signup';

const SIGNUP_ID = 'c2lnbnVwLWlkLW9mLWFzaGEtMTA4';
import { fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { SignupModal } from './signup-modal';

function setup() {
  openModal('signup');
  const user = userEvent.setup();
  renderWithProviders(<SignupModal />);
  return user;
}

describe('SignupModal', () => {
  it('shows the password as plain text', () => {
    setup();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('asks for the first name first, then the e-mail, sending nothing', async () => {
    const fetchMock = stubFetch();
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter first name')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please enter email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the SPEC §3 payload, toasts, and opens the login modal', async () => {
    const fetchMock = stubFetch({ body: { status: true, message: 'Registered', signupId: SIGNUP_ID } });
    const user = setup();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.type(screen.getByLabelText('Password'), 'jai-shri-ram');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText("You've registered successfully!")).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/app/customer/user_signup');
    expect(fetchBody(fetchMock)).toMatchObject({
      firstName: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      countryCode: '+91',
      gender: 'female',
      country: 'India',
      password: 'jai-shri-ram',
    });
    expect(getActiveModal()).toBe('login');
    // The login modal completes this signup with the OTP of the same mobile only.
    expect(pendingSignup.phone()).toBe('9876543210');
    expect(pendingSignup.idFor('9876543210')).toBe(SIGNUP_ID);
    expect(pendingSignup.idFor('9876543211')).toBeUndefined();
  });

  it('shows the server message, else "Failed To Registered."', async () => {
    stubFetch({ status: 409, body: { status: false, success: false, message: 'Email taken.' } }, { status: 500 });
    const user = setup();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email taken.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Failed To Registered.')).toBeInTheDocument();
    expect(getActiveModal()).toBe('signup');
  });

  it('goes back to login with Sign In', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(getActiveModal()).toBe('login');
  });
});
