import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEMPLATES } from '@seva/contracts';
import { i18n } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { DeleteAccountCard } from './delete-account-card';

const NOTHING_OPEN = { 'GET /api/me/deletion': { body: { status: true, canDelete: true, blockers: [] } } };
const CODE_SENT = {
  'POST /api/me/deletion/otp': {
    body: { status: true, message: 'OTP Sent Successfully.', challengeId: 'c'.repeat(22) },
  },
};
const YATRA = MESSAGE_TEMPLATES.deletionBlockedYatra('Kedarnath Yatra', '12 May 2027');
const BLOCKED = {
  'GET /api/me/deletion': {
    body: {
      status: true,
      canDelete: false,
      blockers: [
        { kind: 'yatra', reference: 'SV-YT-27-000001', name: 'Kedarnath Yatra', date: '2027-05-12', message: YATRA },
      ],
    },
  },
};

function renderCard(routes: Parameters<typeof fakeApi>[0]) {
  const fetchMock = fakeApi(routes);
  const session = fakeSession({ customer: testCustomer });
  const view = renderWithProviders(<DeleteAccountCard mobile="9876543210" />, { route: '/profile', session });
  return { fetchMock, ...view };
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText('OTP digit 1'));
  await user.keyboard(code);
  return user;
}

describe('DeleteAccountCard', () => {
  it('says what is erased and what the law keeps, then deletes with the code sent to the mobile and signs out', async () => {
    const { fetchMock, session, router } = renderCard({
      ...NOTHING_OPEN,
      ...CODE_SENT,
      'POST /api/me/deletion': { body: { status: true, message: 'Your account has been deleted.' } },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.getByText(/Kept, as the law requires \(8 years\)/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm with the code sent to your mobile' });
    expect(dialog).toHaveAccessibleDescription(/4-digit code to \+91 98765 43210/);
    expect(screen.getByRole('button', { name: 'Keep my account' })).toHaveFocus();
    await typeCode('4827');
    await user.click(screen.getByRole('button', { name: 'Delete my account now' }));

    await waitFor(() => expect(session.logout).toHaveBeenCalledWith(false, { localOnly: true }));
    // The GET of what is open, then the deletion with the code and its challenge.
    expect(bodiesOf(fetchMock, '/api/me/deletion')).toEqual([undefined, { otp: '4827', challengeId: 'c'.repeat(22) }]);
    expect(await screen.findByText(/Your account has been deleted\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the account and says why when the code is wrong', async () => {
    const { session } = renderCard({
      ...NOTHING_OPEN,
      ...CODE_SENT,
      'POST /api/me/deletion': {
        status: 400,
        body: { status: false, success: false, message: 'The OTP is incorrect. Please check the code and try again.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await typeCode('1111');
    await user.click(screen.getByRole('button', { name: 'Delete my account now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The OTP is incorrect.');
    expect(session.logout).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('lists what is still open with what to do, and offers no deletion until it is done', async () => {
    renderCard(BLOCKED);
    expect(await screen.findByText(YATRA)).toBeInTheDocument();
    expect(screen.getByText('Finish these first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('in Hindi, says the same and translates what to do about each open item', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderCard(BLOCKED);
      expect(await screen.findByRole('heading', { level: 2, name: 'मेरा खाता हटाएँ' })).toBeInTheDocument();
      expect(await screen.findByText(/Kedarnath Yatra यात्रा की अपनी बुकिंग रद्द करें/)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
