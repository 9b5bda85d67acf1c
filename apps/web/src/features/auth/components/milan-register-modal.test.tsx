import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { STORAGE_KEYS, authStorage } from '@/lib/auth-storage';
import { getActiveModal, openModal } from '@/lib/modal-store';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders } from '@/test/render';
import { CHALLENGE_ID, USER_ID, apiError, authResult, otpRequired } from '../test/auth-fixtures';
import { MilanRegisterModal } from './milan-register-modal';

const PASSWORD = 'Ganga-aarti at dusk 108';

function setup() {
  openModal('milanRegister');
  const session = fakeSession();
  const user = userEvent.setup();
  renderWithProviders(<MilanRegisterModal />, { session });
  return { user, session };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, password = PASSWORD) {
  await user.type(screen.getByLabelText('First name'), 'Ananya');
  await user.type(screen.getByLabelText('Last name'), 'Rao');
  await user.type(screen.getByLabelText('Email'), 'Ananya@Example.in');
  await user.type(screen.getByLabelText('Mobile number'), '+91 98765 43210');
  await user.type(screen.getByLabelText('City'), 'Bengaluru');
  await user.type(screen.getByLabelText('Password'), password);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create account' }));

const expectedBody = {
  firstName: 'Ananya',
  lastName: 'Rao',
  email: 'ananya@example.in',
  phone: '9876543210',
  countryCode: '+91',
  country: 'India',
  state: '',
  city: 'Bengaluru',
  address: '',
  pincode: '',
  password: PASSWORD,
};

describe('MilanRegisterModal', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a dialog with the SPEC §3 fields and a hidden password', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Create your Milan Sathi account' })).toBeInTheDocument();
    for (const label of ['First name', 'Last name', 'Email', 'Mobile number', 'Gender', 'Country', 'State', 'City']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    expect(screen.getByLabelText('Pincode')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("checks the fields with the contract's rules, sending nothing", async () => {
    const fetchMock = fakeApi({});
    const { user } = setup();
    await submit(user);
    expect(await screen.findByText(MESSAGES.enterFirstName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.enterEmail)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.invalidMobile)).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pincode'), '12');
    await submit(user);
    expect(await screen.findByText('Pincode must be 6 digits.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hints at the strength of the password as it is typed', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('First name'), 'Priya');
    await user.type(screen.getByLabelText('Password'), 'Priya1990');
    expect(screen.getByText('Weak: easy to guess')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    expect(screen.getByText('Strong')).toBeInTheDocument();
  });

  it('registers a new mobile: stores the session, closes and toasts', async () => {
    const fetchMock = fakeApi({ 'POST /api/auth/register': { body: authResult() } });
    const { user, session } = setup();
    await fillForm(user);
    await submit(user);

    expect(await screen.findByText(MESSAGES.registered)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/auth/register')).toEqual([expectedBody]);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('jwt-from-password-login');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
    expect(localStorage.getItem(STORAGE_KEYS.mobile)).toBe('9876543210');
    expect(getActiveModal()).toBeNull();
    await waitFor(() => expect(session.refresh).toHaveBeenCalled());
  });

  it("asks for the mobile's OTP on 'otp_required' and sends it with the challenge it named", async () => {
    const fetchMock = fakeApi({ 'POST /api/auth/register': [otpRequired, { body: authResult() }] });
    const { user } = setup();
    await fillForm(user);
    await submit(user);

    expect(await screen.findByRole('dialog', { name: 'Confirm your mobile' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.otpSent)).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 30s')).toBeInTheDocument();

    await user.click(screen.getByLabelText('OTP digit 1'));
    await user.paste('4821');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));

    expect(await screen.findByText(MESSAGES.registered)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/auth/register')).toEqual([
      expectedBody,
      { ...expectedBody, otp: '4821', challengeId: CHALLENGE_ID },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe(USER_ID);
    expect(getActiveModal()).toBeNull();
  });

  it('asks for the OTP as the remembered device of that mobile, when this browser is one', async () => {
    authStorage.saveDeviceToken('9876543210', 'ZGV2aWNlLXRva2VuLW9mLXRoaXMtcGhvbmU');
    const fetchMock = fakeApi({ 'POST /api/auth/register': otpRequired });
    const { user } = setup();
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('dialog', { name: 'Confirm your mobile' })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/auth/register')).toEqual([
      { ...expectedBody, deviceToken: 'ZGV2aWNlLXRva2VuLW9mLXRoaXMtcGhvbmU' },
    ]);
  });

  it('stays on the OTP step with the server message when the code is wrong', async () => {
    fakeApi({ 'POST /api/auth/register': [otpRequired, apiError(400, MESSAGES.otpInvalid)] });
    const { user } = setup();
    await fillForm(user);
    await submit(user);
    await user.click(await screen.findByLabelText('OTP digit 1'));
    await user.paste('1111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(MESSAGES.otpInvalid)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm your mobile' })).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('warns "Please Enter OTP." for fewer than 4 digits, sending nothing more', async () => {
    const fetchMock = fakeApi({ 'POST /api/auth/register': otpRequired });
    const { user } = setup();
    await fillForm(user);
    await submit(user);
    await user.click(await screen.findByLabelText('OTP digit 1'));
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText(MESSAGES.enterOtp)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('resends the registration without the code after the 30 s wait, which texts a new OTP', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = fakeApi({ 'POST /api/auth/register': [otpRequired, otpRequired] });
    openModal('milanRegister');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<MilanRegisterModal />);
    await fillForm(user);
    await submit(user);
    await screen.findByText('Resend OTP in 30s');
    for (let i = 0; i < 30; i++) act(() => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await waitFor(() => expect(bodiesOf(fetchMock, '/api/auth/register')).toEqual([expectedBody, expectedBody]));
    expect(await screen.findByText('Resend OTP in 30s')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm your mobile' })).toBeInTheDocument();
  });

  it('goes back to the form, values kept, with the pencil', async () => {
    fakeApi({ 'POST /api/auth/register': otpRequired });
    const { user } = setup();
    await fillForm(user);
    await submit(user);
    await user.click(await screen.findByRole('button', { name: 'Edit mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98765 43210');
    expect(screen.getByLabelText('First name')).toHaveValue('Ananya');
  });

  it('shows the server message (a weak password), else "Failed To Registered."', async () => {
    fakeApi({ 'POST /api/auth/register': [apiError(400, MESSAGES.passwordTooWeak), { status: 500 }] });
    const { user } = setup();
    await fillForm(user, 'Ananya1990');
    await submit(user);
    expect(await screen.findByText(MESSAGES.passwordTooWeak)).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText(MESSAGES.failedToRegister)).toBeInTheDocument();
    expect(getActiveModal()).toBe('milanRegister');
  });

  it('switches to the Milan Sathi login', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(getActiveModal()).toBe('milanLogin');
  });
});
