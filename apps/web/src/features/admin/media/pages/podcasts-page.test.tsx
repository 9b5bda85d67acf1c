import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import { callsWith, paged, saved } from '../../shared/test/api-answers';
import { adminPodcast, adminSubCategory } from '../test/media-fixtures';
import PodcastsPage from './podcasts-page';

beforeAll(() => loadNamespace('admin'));

const PODCASTS = '/api/admin/media/podcasts';
const gita = adminPodcast();
const silent = adminPodcast({ title: 'Hanuman Chalisa katha', audioUrl: null, mimeType: null, durationSeconds: 0 });
const api = (podcasts = [gita, silent]) => ({
  [`GET ${PODCASTS}`]: paged(podcasts),
  'GET /api/admin/media/sub-categories': paged([adminSubCategory({ name: 'Gita Saar', categoryName: 'Katha' })]),
});

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  return { user, ...renderWithProviders(<PodcastsPage />, { route: '/admin/media/podcasts' }) };
}

describe('PodcastsPage', () => {
  it('lists episodes with speaker and length, and says which have no audio yet', async () => {
    fakeApi(api());
    setup();
    expect(await screen.findByText('2 episodes')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Gita chapter 2/ });
    expect(row).toHaveTextContent('Acharya Mishra');
    expect(row).toHaveTextContent('4:05');
    expect(screen.getByRole('row', { name: /Hanuman Chalisa/ })).toHaveTextContent('No audio yet');
  });

  it('asks for the sub-category, title and speaker before creating', async () => {
    const fetchMock = fakeApi(api([]));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New episode' }));
    const dialog = screen.getByRole('dialog', { name: 'New episode' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a sub-category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the speaker.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Save first, then upload.')).toHaveLength(2);
    expect(callsWith(fetchMock, 'POST')).toEqual([]);
  });

  it('refuses audio of another type or over 30 MB before sending it, and takes an M4A', async () => {
    fakeApi(api());
    const sent = fakeUpload(saved(silent, 'Audio saved.'));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hanuman Chalisa katha' }));
    const input = screen.getByLabelText('Upload audio');
    await user.upload(input, fileOf('katha.flac', 'audio/flac'));
    expect(screen.getByRole('alert')).toHaveTextContent('katha.flac is not MP3, M4A, OGG or WAV.');
    await user.upload(input, fileOf('katha.mp3', 'audio/mpeg', 31));
    expect(screen.getByRole('alert')).toHaveTextContent('katha.mp3 is larger than 30 MB.');
    expect(sent).toEqual([]);

    // Chrome calls an .m4a file audio/x-m4a: the same format as audio/mp4.
    await user.upload(input, fileOf('katha.m4a', 'audio/x-m4a', 12));
    expect(await screen.findByText('Audio saved.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('shows the upload’s progress, then the new audio in a player', async () => {
    fakeApi(api());
    const withAudio = {
      ...silent,
      audioUrl: '/uploads/audio/hanuman.mp3',
      mimeType: 'audio/mpeg',
      durationSeconds: 600,
    };
    const sent = fakeUpload({ ...saved(withAudio, 'Audio saved.'), hold: true });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Hanuman Chalisa katha' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Hanuman Chalisa katha' });
    expect(within(dialog).getByText('No audio yet')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Upload audio'), fileOf('hanuman.mp3', 'audio/mpeg', 8));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading hanuman.mp3' });
    expect(await within(dialog).findByText('Uploading… 50%')).toBeInTheDocument();
    expect(bar).toHaveAttribute('value', '0.5');
    expect(within(dialog).getByLabelText('Upload audio')).toBeDisabled();

    sent.finish();
    expect(await screen.findByText('Audio saved.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(`Audio of ${silent.title}`)).toHaveAttribute(
      'src',
      '/uploads/audio/hanuman.mp3',
    );
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent[0]?.url).toBe(`${PODCASTS}/${silent._id}/audio`);
  });
});

describe('PodcastsPage in Hindi (issue 21)', () => {
  it('creates an episode with its title, speaker and description in Hindi beside the English', async () => {
    const fetchMock = fakeApi({ ...api([]), [`POST ${PODCASTS}`]: saved(gita, 'Episode added.') });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New episode' }));
    const dialog = screen.getByRole('dialog', { name: 'New episode' });
    await user.selectOptions(within(dialog).getByLabelText('Sub-category'), 'Katha › Gita Saar');
    await user.type(within(dialog).getByLabelText('Title'), gita.title);
    await user.type(within(dialog).getByLabelText('Title (Hindi)'), 'गीता अध्याय 2: शाश्वत आत्मा');
    await user.type(within(dialog).getByLabelText('Speaker'), gita.speaker);
    const speaker = within(dialog).getByLabelText('Speaker (Hindi)');
    expect(speaker).toHaveAttribute('lang', 'hi');
    await user.type(speaker, 'आचार्य मिश्र');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Episode added.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, PODCASTS).filter(Boolean)).toEqual([
      expect.objectContaining({
        title: gita.title,
        speaker: gita.speaker,
        hi: { title: 'गीता अध्याय 2: शाश्वत आत्मा', description: '', speaker: 'आचार्य मिश्र' },
      }),
    ]);
  });

  it('marks episodes whose Hindi is incomplete and filters them with ?hindi=missing', async () => {
    const untranslated = adminPodcast({ title: 'Untranslated katha', hindiMissing: ['speaker'] });
    const fetchMock = fakeApi(api([untranslated, gita]));
    const { user, router } = setup();
    const row = (await screen.findByText('Untranslated katha')).closest('tr')!;
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Speaker')).toBeInTheDocument();
    expect(within(screen.getByText(gita.title).closest('tr')!).queryByText('Hindi missing')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${PODCASTS}?hindi=missing&page=1&pageSize=20`);
  });
});
