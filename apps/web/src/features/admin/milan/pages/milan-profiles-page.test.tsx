import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { callsWith, paged, refusal, saved } from '../../shared/test/api-answers';
import { adminProfile } from '../test/milan-fixtures';
import MilanProfilesPage from './milan-profiles-page';

beforeAll(() => loadNamespace('admin'));

const LIST = '/api/admin/milan/profiles';
const anita = adminProfile();
const rahul = adminProfile({
  _id: '65f0a1b2c3d4e5f6a1b2c3d5',
  firstName: 'Rahul',
  lastName: 'Mishra',
  mobile: '9123456780',
  email: '',
  gender: 'male',
  age: 31,
  city: 'Patna',
  state: 'Bihar',
  occupation: 'government',
  photos: [],
  status: 'suspended',
  suspendedReason: 'Photos belong to someone else.',
  planName: 'Gold Monthly',
});

function setup(route = '/admin/milan/profiles') {
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<MilanProfilesPage />, { route }) };
}

async function openAnita(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open the profile of Anita Sharma' }));
  return screen.getByRole('dialog', { name: 'Anita Sharma' });
}

describe('MilanProfilesPage', () => {
  it('lists profiles with photo, contact, plan and status; filters by status and searches', async () => {
    const fetchMock = fakeApi({ [`GET ${LIST}`]: paged([anita, rahul]) });
    const { user, router } = setup();
    expect(await screen.findByText('2 profiles')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Anita Sharma/ });
    // The main photo beside the name (decorative: the name says who it is).
    expect(row.querySelector('img')).toHaveAttribute('src', '/uploads/milan/anita-1-640.webp');
    expect(row).toHaveTextContent('#a1b2c3d4 · 3 photos');
    expect(row).toHaveTextContent('+91 98765 01234');
    expect(row).toHaveTextContent('Bride · 28 years');
    expect(row).toHaveTextContent('Varanasi, Uttar Pradesh · Software and IT');
    expect(row).toHaveTextContent('Free');
    expect(row).toHaveTextContent('Active');
    const suspended = screen.getByRole('row', { name: /Rahul Mishra/ });
    expect(suspended).toHaveTextContent('No photos');
    expect(suspended).toHaveTextContent('Gold Monthly');
    expect(suspended).toHaveTextContent('Suspended');

    await user.selectOptions(screen.getByLabelText('Status'), 'suspended');
    expect(router.state.location.search).toBe('?status=suspended');
    expect(callsWith(fetchMock, 'GET').at(-1)).toBe(`GET ${LIST}?status=suspended&page=1&pageSize=20`);

    await user.type(screen.getByLabelText('Search profiles'), '98765');
    await waitFor(() => expect(router.state.location.search).toBe('?status=suspended&q=98765'));
    await waitFor(() =>
      expect(callsWith(fetchMock, 'GET').at(-1)).toBe(`GET ${LIST}?status=suspended&q=98765&page=1&pageSize=20`),
    );
  });

  it('says when no profile matches, with a way to clear the filters', async () => {
    fakeApi({ [`GET ${LIST}`]: paged([]) });
    const { user, router } = setup('/admin/milan/profiles?q=nobody');
    expect(await screen.findByText('No matching profiles')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('No profiles yet')).toBeInTheDocument();
  });

  it('shows every photo and removes one after a confirmation; the next becomes the main photo', async () => {
    const [first, second, third] = anita.photos;
    const without = { ...anita, photos: [{ ...second!, isPrimary: true }, third!] };
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: paged([anita]),
      [`DELETE ${LIST}/${anita._id}/photos/${first!._id}`]: saved(without, 'Photo removed.'),
    });
    const { user } = setup();
    const panel = await openAnita(user);
    expect(within(panel).getByText('+91 98765 01234').closest('a')).toHaveAttribute('href', 'tel:+919876501234');
    expect(within(panel).getByText('anita.sharma@example.com')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Photos (3)' })).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1 of Anita Sharma', 'Photo 2 of Anita Sharma', 'Photo 3 of Anita Sharma']);
    expect(within(panel).getAllByText('Main photo')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: 'Remove photo 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove photo 1 of Anita Sharma?' });
    // Keep is the safe choice and has the focus.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep the photo' })).toHaveFocus());
    await user.click(within(confirm).getByRole('button', { name: 'Keep the photo' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsWith(fetchMock, 'DELETE')).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Remove photo 1' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Photo removed.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'DELETE')).toEqual([`DELETE ${LIST}/${anita._id}/photos/${first!._id}`]);
    await waitFor(() => expect(within(panel).getAllByRole('img')).toHaveLength(2));
    expect(within(panel).getByRole('heading', { name: 'Photos (2)' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('img')[0]).toHaveAttribute('src', second!.image.src);
    expect(within(panel).getAllByText('Main photo')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('toasts the server’s reason when a photo cannot be removed and keeps it', async () => {
    const message = 'This photo is not on this profile any more.';
    const photoId = anita.photos[1]!._id;
    fakeApi({
      [`GET ${LIST}`]: paged([anita]),
      [`DELETE ${LIST}/${anita._id}/photos/${photoId}`]: refusal(404, message),
    });
    const { user } = setup();
    const panel = await openAnita(user);
    await user.click(within(panel).getByRole('button', { name: 'Remove photo 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove photo' }));
    const toast = (await screen.findByText(message)).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(panel).getAllByRole('img')).toHaveLength(3);
  });

  it('suspends only with a reason, then restores', async () => {
    const reason = 'Asked members for money on calls.';
    const suspended = { ...anita, status: 'suspended' as const, suspendedReason: reason };
    const fetchMock = fakeApi({
      [`GET ${LIST}`]: paged([anita]),
      [`PATCH ${LIST}/${anita._id}/status`]: (body) =>
        (body as { status: string }).status === 'suspended'
          ? saved(suspended, 'The profile is suspended. Nobody sees it in search or on its page.')
          : saved(anita, 'The profile is restored and shows in search again.'),
    });
    const { user } = setup();
    const panel = await openAnita(user);

    await user.click(within(panel).getByRole('button', { name: 'Suspend profile' }));
    const field = within(panel).getByLabelText('Reason for suspending');
    expect(await within(panel).findByText('Please give the reason (at least 5 characters).')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(callsWith(fetchMock, 'PATCH')).toEqual([]);

    await user.type(field, reason);
    await user.click(within(panel).getByRole('button', { name: 'Suspend profile' }));
    expect(
      await screen.findByText('The profile is suspended. Nobody sees it in search or on its page.'),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIST}/${anita._id}/status`)).toEqual([{ status: 'suspended', reason }]);
    expect(await within(panel).findByText(reason)).toBeInTheDocument();
    expect(within(panel).getByText('Suspended')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Restore profile' }));
    expect(await screen.findByText('The profile is restored and shows in search again.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIST}/${anita._id}/status`).at(-1)).toEqual({ status: 'active' });
    expect(await within(panel).findByRole('button', { name: 'Suspend profile' })).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reason for suspending')).toHaveValue('');
  });
});
