import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import { callsWith, paged, saved } from '../../shared/test/api-answers';
import { adminLiveStream } from '../test/media-fixtures';
import LiveStreamsPage from './live-streams-page';

beforeAll(() => loadNamespace('admin'));

const LIVE = '/api/admin/media/live';
const kashi = adminLiveStream();
const somnath = adminLiveStream({
  title: 'Somnath Aarti',
  source: 'youtube',
  youtubeId: 'abcdefghijk',
  url: null,
  isLive: true,
});

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  return { user, ...renderWithProviders(<LiveStreamsPage />, { route: '/admin/media/live' }) };
}

describe('LiveStreamsPage', () => {
  it('lists the streams and puts one on air with its switch', async () => {
    const fetchMock = fakeApi({
      [`GET ${LIVE}`]: [paged([kashi, somnath]), paged([{ ...kashi, isLive: true }, somnath])],
      [`PATCH ${LIVE}/${kashi._id}`]: saved({ ...kashi, isLive: true }, 'Kashi Vishwanath Aarti is on air.'),
    });
    const { user } = setup();
    expect(await screen.findByText('2 streams')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Somnath/ })).toHaveTextContent('YouTube');
    expect(screen.getByRole('switch', { name: 'Somnath Aarti on air' })).toHaveAttribute('aria-checked', 'true');

    const onAir = screen.getByRole('switch', { name: 'Kashi Vishwanath Aarti on air' });
    await user.click(onAir);
    expect(onAir).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByText('Kashi Vishwanath Aarti is on air.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIVE}/${kashi._id}`)).toEqual([{ isLive: true }]);
    await waitFor(() => expect(onAir).toBeEnabled());
    expect(onAir).toHaveAttribute('aria-checked', 'true');
  });

  it('shows what is missing before creating, and previews an HLS stream', async () => {
    const fetchMock = fakeApi({ [`GET ${LIVE}`]: paged([]) });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New stream' }));
    const dialog = screen.getByRole('dialog', { name: 'New live stream' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter the title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the location.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a YouTube link or an 11-character video id.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Source'), 'hls');
    const address = within(dialog).getByLabelText('HLS playlist address (.m3u8)');
    await user.type(address, 'http://live.example.com/a.m3u8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter an https:// address or upload a file.')).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, kashi.url ?? '');
    expect(within(dialog).getByLabelText('Preview')).toHaveAttribute('src', kashi.url);
    expect(callsWith(fetchMock, 'POST')).toEqual([]);
  });

  it('refuses a thumbnail that is not a JPEG, PNG or WebP before sending it', async () => {
    fakeApi({ [`GET ${LIVE}`]: paged([kashi]) });
    const sent = fakeUpload(saved(kashi));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${kashi.title}` }));
    await user.upload(screen.getByLabelText('Upload thumbnail'), fileOf('kashi.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('kashi.gif is not JPEG, PNG or WebP.');
    expect(sent).toEqual([]);
  });

  it('deletes a stream after asking', async () => {
    const fetchMock = fakeApi({
      [`GET ${LIVE}`]: [paged([kashi]), paged([])],
      [`DELETE ${LIVE}/${kashi._id}`]: { body: { status: true, message: 'Live stream deleted.' } },
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Delete ${kashi.title}` }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Live stream deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsWith(fetchMock, 'DELETE')).toEqual([`DELETE ${LIVE}/${kashi._id}`]);
  });
});

describe('LiveStreamsPage in Hindi (issue 21)', () => {
  it('edits the title, place, description and schedule in Hindi beside the English and sends them in hi', async () => {
    const fetchMock = fakeApi({
      [`GET ${LIVE}`]: paged([kashi]),
      [`PATCH ${LIVE}/${kashi._id}`]: saved(kashi, 'Live stream saved.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${kashi.title}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${kashi.title}` });
    const title = within(dialog).getByLabelText('Title (Hindi)');
    expect(title).toHaveAttribute('lang', 'hi');
    await user.type(title, 'काशी विश्वनाथ आरती');
    await user.type(within(dialog).getByLabelText('Place (Hindi)'), 'वाराणसी, उत्तर प्रदेश');
    await user.type(within(dialog).getByLabelText('Schedule (Hindi)'), 'रोज़, शाम 6:45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Live stream saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${LIVE}/${kashi._id}`)).toEqual([
      expect.objectContaining({
        title: kashi.title,
        location: kashi.location,
        hi: {
          title: 'काशी विश्वनाथ आरती',
          description: '',
          location: 'वाराणसी, उत्तर प्रदेश',
          schedule: 'रोज़, शाम 6:45',
        },
      }),
    ]);
  });

  it('marks streams whose Hindi is incomplete and filters them with ?hindi=missing', async () => {
    const untranslated = adminLiveStream({ title: 'Untranslated aarti', hindiMissing: ['location', 'schedule'] });
    const fetchMock = fakeApi({ [`GET ${LIVE}`]: paged([untranslated, somnath]) });
    const { user, router } = setup();
    const row = (await screen.findByText('Untranslated aarti')).closest('tr')!;
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Place, Schedule')).toBeInTheDocument();
    expect(
      within(screen.getByText('Somnath Aarti').closest('tr')!).queryByText('Hindi missing'),
    ).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${LIVE}?hindi=missing&page=1&pageSize=20`);
  });
});
