import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, authStorage } from '@/lib/auth-storage';
import { getActiveModal, openModal } from '@/lib/modal-store';
import { customerProfile } from '@/test/factories';
import { fakeSession, fetchBody, renderWithProviders, stubFetch } from '@/test/render';
import { pendingSignup } from '../pending-signup';
import { LoginModal } from './login-modal';

const USER_ID = '0123456789abcdef01234567';
const CHALLENGE_ID = 'Y2hhbGxlbmdlLWlkLTE';
const DEVICE_TOKEN = 'ZGV2aWNlLXRva2VuLW9mLXRoaXMtcGhvbmU';
const sent = { body: { status: true, message: 'OTP Sent Successfully.', challengeId: CHALLENGE_ID } };

function setup() {
  openModal('login');
  const session = fakeSession();
  const user = userEvent.setup();
  renderWithProviders(<LoginModal />, { session });
  return { user, session };
}

async function reachOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByLabelText('OTP digit 1');
}

describe('LoginModal', () => {
  it('is a dialog labelled Login', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('warns "Please provide mobile number." for 5 characters or fewer and sends nothing', async () => {
    const fetchMock = stubFetch();
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '98765');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please provide mobile number.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('sends the number without the dial code, toasts, and moves to the OTP step', async () => {
    const fetchMock = stubFetch(sent);
    const { user } = setup();
    await reachOtpStep(user);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/app/customer/user_login');
    expect(fetchBody(fetchMock)).toEqual({ phoneNumber: '9876543210' });
    expect(await screen.findByText('OTP Sent Successfully.')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
  });

  it('shows the server message when sending fails, else the SPEC default', async () => {
    stubFetch(
      { status: 429, body: { status: false, success: false, message: 'Please wait 30 seconds.' } },
      { status: 500 },
    );
    const { user } = setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please wait 30 seconds.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed To Sent OTP.')).toBeInTheDocument();
  });

  it('warns "Please Enter OTP." unless exactly 4 digits are entered', async () => {
    const fetchMock = stubFetch(sent);
    const { user } = setup();
    await reachOtpStep(user);
    await user.click(screen.getByLabelText('OTP digit 1'));
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Please Enter OTP.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stores phone, token and userId, closes, toasts and reloads the customer on success', async () => {
    const fetchMock = stubFetch(sent, {
      body: {
        status: true,
        message: 'Login successful',
        data: { phone: '9876543210', accessToken: 'jwt-token', _id: USER_ID, deviceToken: DEVICE_TOKEN },
      },
    });
    const { user, session } = setup();
    await reachOtpStep(user);
    await user.click(screen.getByLabelText('OTP digit 1'));
    await user.paste('4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText('You are logged in successfully.')).toBeInTheDocument();
    expect(fetchBody(fetchMock, 1)).toEqual({ phone: '9876543210', otp: '4821', challengeId: CHALLENGE_ID });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-token');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
    expect(localStorage.getItem(STORAGE_KEYS.mobile)).toBe('9876543210');
    expect(getActiveModal()).toBeNull();
    await waitFor(() => expect(session.refresh).toHaveBeenCalled());
    expect(authStorage.getDeviceToken('9876543210')).toBe(DEVICE_TOKEN);
  });

  it("starts with a waiting signup's mobile and completes that signup with the OTP; a remembered device says so", async () => {
    authStorage.saveDeviceToken('9876543210', DEVICE_TOKEN);
    pendingSignup.set('9876543210', 'c2lnbnVwLWlkLW9mLWFzaGEtMTA4');
    const fetchMock = stubFetch(sent, {
      body: {
        status: true,
        message: 'Login successful',
        data: { phone: '9876543210', accessToken: 'jwt-token', _id: USER_ID, deviceToken: DEVICE_TOKEN },
      },
    });
    const { user } = setup();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('OTP digit 1');
    expect(fetchBody(fetchMock)).toEqual({ phoneNumber: '9876543210', deviceToken: DEVICE_TOKEN });
    await user.click(screen.getByLabelText('OTP digit 1'));
    await user.paste('4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('You are logged in successfully.')).toBeInTheDocument();
    expect(fetchBody(fetchMock, 1)).toEqual({
      phone: '9876543210',
      otp: '4821',
      challengeId: CHALLENGE_ID,
      signupId: 'c2lnbnVwLWlkLW9mLWFzaGEtMTA4',
    });
    expect(pendingSignup.idFor('9876543210')).toBeUndefined();
    // Logging out keeps the device remembered.
    authStorage.clearAll();
    expect(authStorage.getDeviceToken('9876543210')).toBe(DEVICE_TOKEN);
  });

  it('shows "Failed To Login" when verification fails without a message', async () => {
    stubFetch(sent, { status: 502 });
    const { user } = setup();
    await reachOtpStep(user);
    await user.click(screen.getByLabelText('OTP digit 1'));
    await user.paste('4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('Failed To Login')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('returns to the phone step, number kept, with the pencil button', async () => {
    stubFetch(sent);
    const { user } = setup();
    await reachOtpStep(user);
    await user.click(screen.getByRole('button', { name: 'Edit mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98765 43210');
  });

  it('switches to the signup modal with Sign Up', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(getActiveModal()).toBe('signup');
  });

  describe('"What should we call you?" after the OTP (issue 20)', () => {
    const verified = {
      body: {
        status: true,
        message: 'Login successful',
        data: { phone: '9876543210', accessToken: 'jwt-token', _id: USER_ID, deviceToken: DEVICE_TOKEN },
      },
    };
    const nameless = customerProfile({
      _id: USER_ID,
      firstName: '',
      lastName: '',
      email: 'asha@example.in',
      city: 'Varanasi',
      pincode: '221005',
    });
    const me = (profile: typeof nameless) => ({ body: { status: true, data: profile } });

    async function verify(user: ReturnType<typeof userEvent.setup>) {
      await reachOtpStep(user);
      await user.click(screen.getByLabelText('OTP digit 1'));
      await user.paste('4821');
      await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
      expect(await screen.findByText('You are logged in successfully.')).toBeInTheDocument();
    }

    it('asks a customer with no name, and saves it with the rest of the profile as it was', async () => {
      const fetchMock = stubFetch(sent, verified, me(nameless), {
        body: { success: true, message: 'Profile updated.' },
      });
      const { user } = setup();
      await verify(user);
      expect(screen.getByRole('dialog', { name: 'What should we call you?' })).toBeInTheDocument();
      expect(getActiveModal()).toBe('login');

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Please enter first name')).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(3);

      await user.type(screen.getByLabelText('First name'), ' Asha ');
      await user.type(screen.getByLabelText('Last name (optional)'), 'Verma');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Namaste, Asha!')).toBeInTheDocument();
      expect(fetchMock.mock.calls[3]?.[0]).toBe(`/api/users/${USER_ID}`);
      expect(fetchBody(fetchMock, 3)).toMatchObject({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.in',
        city: 'Varanasi',
        pincode: '221005',
      });
      expect(getActiveModal()).toBeNull();
    });

    it('lets the customer skip it, and does not ask again on this device', async () => {
      const fetchMock = stubFetch(sent, verified, me(nameless));
      const { user } = setup();
      await verify(user);
      await user.click(screen.getByRole('button', { name: 'Skip for now' }));
      expect(getActiveModal()).toBeNull();
      expect(fetchMock).toHaveBeenCalledTimes(3);
      expect(authStorage.hasSkippedName(USER_ID)).toBe(true);
      // Logging out keeps it: the next login here closes at once.
      authStorage.clearAll();
      expect(authStorage.hasSkippedName(USER_ID)).toBe(true);
    });

    it('does not ask a customer who has a name', async () => {
      stubFetch(sent, verified, me({ ...nameless, firstName: 'Asha' }));
      const { user } = setup();
      await verify(user);
      await waitFor(() => expect(getActiveModal()).toBeNull());
      expect(screen.queryByRole('dialog', { name: 'What should we call you?' })).not.toBeInTheDocument();
    });
  });
});
