import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { CUSTOMER_ID } from '@/test/factories';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import EditProfilePage from '../pages/edit-profile-page';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import { CUSTOMER_ME, OWN_PROFILE, meReply, photo, profileReply } from '../test/fixtures';

const first = photo({ isPrimary: true });
const second = photo();
const PHOTOS = `/api/users/${CUSTOMER_ID}/photos`;
const photosReply = (photos: ReturnType<typeof photo>[], message: string = MESSAGES.photoUpdated) => ({
  body: { success: true, message, photos },
});

async function renderPhotos(routes: FakeRoutes = {}, photos = [first]) {
  const fetchMock = fakeApi({ [CUSTOMER_ME]: meReply(), [OWN_PROFILE]: profileReply({ photos }), ...routes });
  renderWithProviders(<EditProfilePage />, {
    route: '/dashboard/edit-profile?step=photos',
    session: fakeSession({ customer: testCustomer }),
  });
  await screen.findByRole('heading', { level: 2, name: 'Photos' });
  return fetchMock;
}

const picker = () => screen.getByLabelText('Add a photo');
const photoItems = () => within(screen.getByRole('list', { name: 'Your photos' })).getAllByRole('listitem');

describe('Profile photos (/dashboard/edit-profile?step=photos)', { timeout: 20_000 }, () => {
  it('refuses a picture over 5 MB or of another type before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = fakeUpload({ body: photosReply([first, second], MESSAGES.photoAdded).body });
    await renderPhotos();
    expect(screen.getByText('Your photos (1 of 6)')).toBeInTheDocument();

    await user.upload(picker(), fileOf('wedding.jpg', 'image/jpeg', 6));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This picture is larger than 5 MB. Please choose a smaller one.',
    );
    await user.upload(picker(), fileOf('animation.gif', 'image/gif', 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP picture.');
    await user.upload(picker(), fileOf('scan.pdf', '', 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG or WebP picture.');
    expect(sent).toHaveLength(0);
    expect(screen.getByText('Your photos (1 of 6)')).toBeInTheDocument();
  });

  it('uploads an accepted picture as `image` and shows the photos the server answers', async () => {
    const user = userEvent.setup();
    const sent = fakeUpload({ body: photosReply([first, second], MESSAGES.photoAdded).body });
    await renderPhotos();

    const file = fileOf('diwali.webp', 'image/webp', 4.9);
    await user.upload(picker(), file);
    expect(await screen.findByText('Photo added.')).toBeInTheDocument();
    expect(sent).toEqual([{ url: `/api/users/${CUSTOMER_ID}/upload-image`, field: 'image', file }]);
    expect(screen.getByText('Your photos (2 of 6)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', second.image.src);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (409: six photos already) and keeps the photos", async () => {
    const user = userEvent.setup();
    fakeUpload({ status: 409, body: { status: false, success: false, message: MESSAGES.photoLimit } });
    await renderPhotos();

    await user.upload(picker(), fileOf('temple.png', 'image/png'));
    expect(await screen.findByText('You can have at most 6 photos. Delete one to add another.')).toBeInTheDocument();
    expect(screen.getByText('Your photos (1 of 6)')).toBeInTheDocument();
  });

  it("shows a 413's message from the server", async () => {
    const user = userEvent.setup();
    fakeUpload({ status: 413, body: { status: false, success: false, message: 'The file is too large.' } });
    await renderPhotos();
    await user.upload(picker(), fileOf('temple.png', 'image/png'));
    expect(await screen.findByText('The file is too large.')).toBeInTheDocument();
  });

  it('offers no picker with six photos', async () => {
    await renderPhotos({}, [first, ...Array.from({ length: 5 }, () => photo())]);
    expect(screen.getByText('You have 6 photos. Delete one to add another.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
  });

  it('makes another photo the main one', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPhotos(
      {
        [`PATCH ${PHOTOS}/${second._id}`]: photosReply([
          { ...first, isPrimary: false },
          { ...second, isPrimary: true },
        ]),
      },
      [first, second],
    );
    const [one, two] = photoItems();
    expect(within(one!).getByText('Main photo')).toBeInTheDocument();
    expect(within(one!).queryByRole('button', { name: 'Make main photo' })).not.toBeInTheDocument();

    await user.click(within(two!).getByRole('button', { name: 'Make main photo' }));
    expect(await screen.findByText('Photos updated.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${PHOTOS}/${second._id}`)).toEqual([{ isPrimary: true }]);
    await waitFor(() => expect(within(photoItems()[1]!).getByText('Main photo')).toBeInTheDocument());
    expect(within(photoItems()[0]!).queryByText('Main photo')).not.toBeInTheDocument();
  });

  it('deletes a photo after asking', async () => {
    const user = userEvent.setup();
    const fetchMock = await renderPhotos({ [`DELETE ${PHOTOS}/${second._id}`]: photosReply([first]) }, [first, second]);

    await user.click(within(photoItems()[1]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(0);

    await user.click(within(photoItems()[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete photo' }));
    expect(await screen.findByText('Photos updated.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(photoItems()).toHaveLength(1));
    expect(screen.getByText('Your photos (1 of 6)')).toBeInTheDocument();
  });
});
