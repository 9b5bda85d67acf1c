import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { STORAGE_KEYS } from '@/lib/auth-storage';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, refusal, saved } from '../../shared/test/api-answers';
import { adminVerification } from '../test/milan-queue-fixtures';
import MilanVerificationsPage from './milan-verifications-page';

beforeAll(() => loadNamespace('admin'));
beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'admin-token'));

const LIST = '/api/admin/milan/verifications';
const anita = adminVerification();
const FILES = `/api/admin/milan/verifications/${anita._id}/files`;
/** The private images as the fake server sends them (bytes of a JSON string), and the data: URL the page shows. */
const fileReply = (text: string) => ({ body: text });
const shown = (text: string) => `data:application/json;base64,${btoa(JSON.stringify(text))}`;

function setup(route = '/admin/milan/verifications') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<MilanVerificationsPage />, { route }) };
}

async function openAnita(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Review the ID of Anita Sharma' }));
  return screen.getByRole('dialog', { name: 'Anita Sharma' });
}

const queue = (fetchMock: ReturnType<typeof fakeApi>) =>
  callsWith(fetchMock, 'GET').filter((c) => c.includes(`${LIST}?`));

describe('MilanVerificationsPage', () => {
  it('lists the pending requests first and filters by status', async () => {
    const rahul = adminVerification({
      _id: '66a0b1c2d3e4f5a6b7c8d9e1',
      firstName: 'Rahul',
      lastName: 'Mishra',
      mobile: '9123456780',
      documentType: 'aadhaar',
      documentNumber: 'XXXXXXXX9012',
    });
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: (_body, url) => (url.includes('status=rejected') ? paged([]) : paged([anita, rahul])),
    });
    const { user, router } = setup();
    expect(await screen.findByText('2 requests')).toBeInTheDocument();
    expect(queue(fetchMock)).toEqual([`GET ${LIST}?status=pending&page=1&pageSize=20`]);
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    const row = screen.getByRole('row', { name: /Anita Sharma/ });
    expect(row).toHaveTextContent('+91 98765 01234');
    expect(row).toHaveTextContent('PAN card');
    expect(row).toHaveTextContent('XXXXXX234F');
    expect(row).toHaveTextContent('2 Nov 2026, 10:00 am');
    expect(row).toHaveTextContent('Pending');
    expect(screen.getByRole('row', { name: /Rahul Mishra/ })).toHaveTextContent('Aadhaar (masked)XXXXXXXX9012');

    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(router.state.location.search).toBe('?status=rejected');
    expect(queue(fetchMock).at(-1)).toBe(`GET ${LIST}?status=rejected&page=1&pageSize=20`);
    expect(await screen.findByText('No rejected IDs')).toBeInTheDocument();
  });

  it('shows the profile photos beside the private ID and selfie, fetched with the admin’s token, then verifies', async () => {
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: paged([anita]),
      [`GET ${FILES}/document`]: fileReply('pan-card-image'),
      [`GET ${FILES}/selfie`]: fileReply('selfie-image'),
      [`PATCH ${LIST}/${anita._id}`]: saved(
        { ...anita, status: 'verified', hasFiles: false },
        'Verified. The member now has the verified badge.',
      ),
    });
    const { user } = setup();
    const panel = await openAnita(user);
    expect(within(panel).getByText('PAN card')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Profile photo 1 of Anita Sharma' })).toHaveAttribute(
      'src',
      '/uploads/milan/anita-1-640.webp',
    );
    expect(await within(panel).findByRole('img', { name: 'ID uploaded by Anita Sharma' })).toHaveAttribute(
      'src',
      shown('pan-card-image'),
    );
    expect(within(panel).getByRole('img', { name: 'Selfie of Anita Sharma' })).toHaveAttribute(
      'src',
      shown('selfie-image'),
    );
    const fileCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith(FILES));
    expect(fileCalls.map(([url]) => String(url)).sort()).toEqual([`${FILES}/document`, `${FILES}/selfie`]);
    for (const [, init] of fileCalls) {
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer admin-token');
    }

    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified. The member now has the verified badge.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIST}/${anita._id}`)).toEqual([{ status: 'verified' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(queue(fetchMock)).toHaveLength(2));
  });

  it('rejects only with a reason; a common reason fills the field', async () => {
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: paged([anita]),
      [`GET ${FILES}/*`]: fileReply('image'),
      [`PATCH ${LIST}/${anita._id}`]: saved({ ...anita, status: 'rejected' }, 'Rejected. The member is told why.'),
    });
    const { user } = setup();
    const panel = await openAnita(user);

    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    const field = within(panel).getByLabelText('Reason for rejecting');
    expect(await within(panel).findByText('Please give the reason (at least 5 characters).')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsWith(fetchMock, 'PATCH')).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'The selfie does not match the profile photos.' }));
    expect(field).toHaveValue('The selfie does not match the profile photos.');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    await user.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected. The member is told why.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIST}/${anita._id}`)).toEqual([
      { status: 'rejected', reason: 'The selfie does not match the profile photos.' },
    ]);
  });

  it('shows the server’s message and reloads the queue when another admin reviewed it first', async () => {
    const message = 'This request was already reviewed by another admin.';
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: [paged([anita]), paged([])],
      [`GET ${FILES}/*`]: fileReply('image'),
      [`PATCH ${LIST}/${anita._id}`]: refusal(409, message),
    });
    const { user } = setup();
    const panel = await openAnita(user);
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No ID is waiting for review')).toBeInTheDocument();
    expect(queue(fetchMock)).toHaveLength(2);
  });

  it('says a reviewed request’s documents were deleted and offers no decision', async () => {
    const rejected = adminVerification({
      status: 'rejected',
      reason: 'The ID image is not readable.',
      hasFiles: false,
      reviewedAt: '2026-11-02T06:00:00.000Z',
    });
    const fetchMock = fakeApi({ [`GET ${LIST}`]: paged([rejected]) });
    const { user } = setup('/admin/milan/verifications?status=rejected');
    const panel = await openAnita(user);
    expect(within(panel).getByText('The ID image and the selfie were deleted after the review.')).toBeInTheDocument();
    expect(within(panel).getByText('The ID image is not readable.')).toBeInTheDocument();
    expect(within(panel).getByText('Rejected')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/files/'))).toEqual([]);
  });
});
