import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@seva/contracts';
import { STORAGE_KEYS } from '@/lib/auth-storage';
import { fakeApi, type FakeRoutes } from '@/test/fake-api';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import { STATE, filePath, stateReply, stubObjectUrls, verification } from '../test/fixtures';
import VerificationPage from './verification-page';

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
  localStorage.setItem(STORAGE_KEYS.token, 'member-token');
});

function render(routes: FakeRoutes) {
  const fetchMock = fakeApi(routes);
  const result = renderWithProviders(<VerificationPage />, {
    route: '/dashboard/verification',
    session: fakeSession({ customer: testCustomer }),
  });
  return { ...result, fetchMock };
}

const field = {
  type: () => screen.getByRole('combobox', { name: 'Document type' }),
  number: () => screen.getByRole('textbox', { name: 'ID number' }),
  document: () => screen.getByLabelText('Photo of your ID'),
  selfie: () => screen.getByLabelText('Selfie'),
};
const submitButton = () => screen.getByRole('button', { name: 'Submit for verification' });
const fileError = (status: number, message: string, error?: string) => ({
  status,
  body: { status: false, success: false, message, error },
});

/** Fills the form with a PAN, its number and two photos. */
async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'PAN card');
  await user.type(field.number(), 'abcde 1234f');
  await user.upload(field.document(), fileOf('pan.jpg', 'image/jpeg'));
  await user.upload(field.selfie(), fileOf('me.jpg', 'image/jpeg'));
}

describe('VerificationPage (/dashboard/verification)', () => {
  it('explains the badge and the privacy of the documents before anything was sent', async () => {
    render({ [STATE]: stateReply(null) });
    expect(screen.getByTestId('verification-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Get the Verified badge' })).toBeInTheDocument();
    expect(
      within(field.type())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a document', 'Aadhaar (masked)', 'PAN card', 'Passport', 'Voter ID', 'Driving licence']);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your documents are seen only by our verification team. They are never shown on your profile and are deleted once the review is done.',
    );
    expect(field.selfie()).toHaveAttribute('capture', 'user');
    expect(field.selfie()).toHaveAttribute('accept', 'image/*');
    expect(field.document()).toHaveAttribute('accept', 'image/*');
    expect(field.document()).not.toHaveAttribute('capture');
  });

  it('says what is missing or wrong under each field and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = fakeUpload({ status: 500 });
    render({ [STATE]: stateReply(null) });
    await user.click(await screen.findByRole('button', { name: 'Submit for verification' }));
    expect(await screen.findByText('Please choose the ID you are uploading.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the ID number.')).toBeInTheDocument();
    expect(screen.getByText('Please add a photo of your ID.')).toBeInTheDocument();
    expect(screen.getByText('Please add a selfie.')).toBeInTheDocument();

    await user.selectOptions(field.type(), 'PAN card');
    await user.type(field.number(), '12345');
    await user.click(submitButton());
    expect(await screen.findByText('This ID number does not look right. Please check it.')).toBeInTheDocument();
    expect(field.number()).toHaveAccessibleDescription('This ID number does not look right. Please check it.');
    expect(sent).toEqual([]);
  });

  it('explains the masked Aadhaar rule when Aadhaar is chosen', async () => {
    const user = userEvent.setup();
    render({ [STATE]: stateReply(null) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Document type' }), 'Aadhaar (masked)');
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toContain(
      'For Aadhaar we accept only the masked Aadhaar you can download from UIDAI, which hides all but the last 4 digits. Upload that copy; we keep only the last 4 digits of your number.',
    );
    expect(field.number()).toHaveAccessibleDescription(
      'Your 12-digit Aadhaar number, to check it. We keep only the last 4 digits.',
    );
  });

  it('refuses a photo over 5 MB or a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = fakeUpload({ status: 500 });
    render({ [STATE]: stateReply(null) });
    await user.upload(await screen.findByLabelText('Selfie'), fileOf('me.jpg', 'image/jpeg', 6));
    expect(await screen.findByText('This photo is larger than 5 MB. Please choose a smaller one.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of your selfie' })).not.toBeInTheDocument();
    await user.upload(field.document(), fileOf('id.pdf', 'application/pdf'));
    expect(await screen.findByText('Please choose a photo (an image file).')).toBeInTheDocument();

    await user.upload(field.selfie(), fileOf('me.jpg', 'image/jpeg', 1));
    expect(await screen.findByRole('img', { name: 'Preview of your selfie' })).toHaveAttribute('src', 'blob:1');
    expect(screen.queryByText(/larger than 5 MB/)).not.toBeInTheDocument();
    // The refused files were never turned into previews.
    expect(urls.create).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
  });

  it('uploads the ID and the selfie with progress, then shows the request under review', async () => {
    const user = userEvent.setup();
    const pending = verification({ documentNumber: 'XXXXXX234F' });
    const sent = fakeUpload({
      status: 201,
      body: { success: true, message: MESSAGES.verificationSubmitted, verification: pending },
      hold: true,
    });
    render({
      [STATE]: stateReply(null),
      [`GET ${filePath(pending._id, 'document')}`]: { body: 'id-bytes' },
      [`GET ${filePath(pending._id, 'selfie')}`]: { body: 'selfie-bytes' },
    });
    await fill(user);
    expect(screen.getByRole('img', { name: 'Preview of your ID photo' })).toHaveAttribute('src', 'blob:1');
    expect(screen.getByRole('img', { name: 'Preview of your selfie' })).toHaveAttribute('src', 'blob:2');
    await user.click(submitButton());

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '50'));
    expect(screen.getByText('Uploading… 50%')).toBeInTheDocument();
    sent.finish();

    expect(await screen.findByText(MESSAGES.verificationSubmitted)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(sent.map((upload) => upload.url)).toEqual(['/api/verification']);
    const form = sent.forms[0] as FormData;
    expect(form.get('documentType')).toBe('pan');
    expect(form.get('documentNumber')).toBe('ABCDE1234F');
    expect((form.get('document') as File).name).toBe('pan.jpg');
    expect((form.get('selfie') as File).name).toBe('me.jpg');
  });

  it('links to the profile form when the server asks for a profile first', async () => {
    const user = userEvent.setup();
    fakeUpload(fileError(409, MESSAGES.profileRequired, 'profile_required'));
    render({ [STATE]: stateReply(null) });
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.profileRequired)).toBeInTheDocument();
    const alert = await screen.findByText(/Create your Milan Sathi profile first/);
    expect(
      within(alert.parentElement as HTMLElement).getByRole('link', { name: 'Create your profile' }),
    ).toHaveAttribute('href', '/dashboard/edit-profile');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('shows where things stand when the server says a request is already pending', async () => {
    const user = userEvent.setup();
    fakeUpload(fileError(409, MESSAGES.verificationPending));
    render({
      [STATE]: [stateReply(null), stateReply(verification({ hasFiles: false }))],
    });
    await fill(user);
    await user.click(submitButton());
    expect(await screen.findByText(MESSAGES.verificationPending)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Under review' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your profile' })).not.toBeInTheDocument();
  });

  it('shows a pending request with its private images, fetched with the token and released on leaving', async () => {
    const pending = verification({ documentType: 'voter_id', documentNumber: 'XXXXXX4567' });
    const { fetchMock, unmount } = render({
      [STATE]: stateReply(pending),
      [`GET ${filePath(pending._id, 'document')}`]: { body: 'id-bytes' },
      [`GET ${filePath(pending._id, 'selfie')}`]: fileError(404, 'Gone'),
    });
    const panel = await screen.findByRole('region', { name: 'Under review' });
    expect(panel).toHaveTextContent('DocumentVoter ID');
    expect(panel).toHaveTextContent('ID numberXXXXXX4567');
    expect(panel).toHaveTextContent('Submitted on10 Mar 2026');
    expect(await within(panel).findByRole('img', { name: 'Your ID document' })).toHaveAttribute('src', 'blob:1');
    expect(await within(panel).findByText('This image could not be shown.')).toBeInTheDocument();
    const fileCall = fetchMock.mock.calls.find(([url]) => String(url) === filePath(pending._id, 'document'));
    expect(new Headers(fileCall?.[1]?.headers).get('Authorization')).toBe('Bearer member-token');
    expect(screen.queryByRole('button', { name: 'Submit for verification' })).not.toBeInTheDocument();

    unmount();
    expect(urls.revoke).toHaveBeenCalledWith('blob:1');
  });

  it('shows the badge once verified', async () => {
    render({ [STATE]: stateReply(verification({ status: 'verified', hasFiles: false }), true) });
    expect(await screen.findByRole('heading', { name: 'Your profile is verified' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ID verified' })).toHaveTextContent('Verified');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('gives the reason of a rejection and the form again', async () => {
    const rejected = verification({
      status: 'rejected',
      reason: 'The selfie is too dark to compare.',
      hasFiles: false,
    });
    render({ [STATE]: stateReply(rejected) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your verification was not approved');
    expect(alert).toHaveTextContent('Reason: The selfie is too dark to compare.');
    expect(field.type()).toBeInTheDocument();
  });

  it('offers Try again when the state cannot load', async () => {
    const user = userEvent.setup();
    render({ [STATE]: [fileError(503, 'Down'), stateReply(null)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your verification status could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Get the Verified badge' })).toBeInTheDocument();
  });
});
