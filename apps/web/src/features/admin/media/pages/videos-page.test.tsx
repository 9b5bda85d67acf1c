import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadNamespace } from '@/i18n';
import { bodiesOf, fakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { fakeUpload, fileOf } from '@/test/fake-upload';
import { callsWith, paged, refusal, saved } from '../../shared/test/api-answers';
import { adminSubCategory, adminVideo } from '../test/media-fixtures';
import VideosPage from './videos-page';

beforeAll(() => loadNamespace('admin'));

const VIDEOS = '/api/admin/media/videos';
const ganga = adminSubCategory({ _id: 'bbbbbbbbbbbbbbbbbbbbbb01' });
const bhajan = adminSubCategory({ _id: 'bbbbbbbbbbbbbbbbbbbbbb02', name: 'Bhajan Sandhya', categoryName: 'Bhajan' });
const aarti = adminVideo();
const fileVideo = adminVideo({ title: 'Shiv Tandav Stotram', source: 'file', youtubeId: null, url: null });
const api = (videos = [aarti, fileVideo]) => ({
  [`GET ${VIDEOS}`]: paged(videos),
  'GET /api/admin/media/sub-categories': paged([ganga, bhajan]),
});

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  return { user, ...renderWithProviders(<VideosPage />, { route: '/admin/media/videos' }) };
}

describe('VideosPage', () => {
  it('lists videos with their sub-category, source, language and publish time', async () => {
    const fetchMock = fakeApi(api());
    setup();
    expect(await screen.findByText('2 videos')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Ganga Aarti at Dashashwamedh/ });
    expect(row).toHaveTextContent('Ganga Aarti');
    expect(row).toHaveTextContent('YouTube');
    expect(row).toHaveTextContent('Hindi');
    expect(row).toHaveTextContent(/2 Nov 2026, 6:30\s?pm/i);
    expect(screen.getByRole('row', { name: /Shiv Tandav/ })).toHaveTextContent('Video file');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${VIDEOS}?page=1&pageSize=20`);
  });

  it('filters by sub-category through the URL', async () => {
    const fetchMock = fakeApi(api());
    const { user, router } = setup();
    await screen.findByText('2 videos');
    await user.selectOptions(screen.getByLabelText('Sub-category'), 'Bhajan › Bhajan Sandhya');
    expect(router.state.location.search).toBe(`?subCategoryId=${bhajan._id}`);
    expect(callsWith(fetchMock, 'GET').at(-1)).toBe(`GET ${VIDEOS}?subCategoryId=${bhajan._id}&page=1&pageSize=20`);
  });

  it('shows what is missing, previews the YouTube video and sends its id and the India time as ISO', async () => {
    const fetchMock = fakeApi({ ...api([]), [`POST ${VIDEOS}`]: saved(aarti, 'Video added.') });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'New video' }));
    const dialog = screen.getByRole('dialog', { name: 'New video' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a sub-category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter the title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a YouTube link or an 11-character video id.')).toBeInTheDocument();
    expect(callsWith(fetchMock, 'POST')).toEqual([]);

    await user.selectOptions(within(dialog).getByLabelText('Sub-category'), 'Aarti › Ganga Aarti');
    await user.type(within(dialog).getByLabelText('Title'), aarti.title);
    await user.type(within(dialog).getByLabelText('YouTube link or video id'), 'https://youtu.be/dQw4w9WgXcQ');
    expect(within(dialog).getByRole('img', { name: `YouTube thumbnail of ${aarti.title}` })).toHaveAttribute(
      'src',
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    const publish = within(dialog).getByLabelText('Publish time');
    await user.clear(publish);
    await user.type(publish, '2026-11-22T06:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Video added.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, VIDEOS).filter(Boolean)).toEqual([
      {
        subCategoryId: ganga._id,
        title: aarti.title,
        description: '',
        source: 'youtube',
        youtubeId: 'dQw4w9WgXcQ',
        url: null,
        durationSeconds: null,
        language: 'hi',
        publishedAt: '2026-11-22T00:30:00.000Z',
        active: true,
        hi: { title: '', description: '' },
      },
    ]);
  });

  it('refuses a video file of another type or over 100 MB before sending it', async () => {
    fakeApi(api());
    const sent = fakeUpload({ body: { status: true, message: 'Saved.', data: fileVideo } });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Shiv Tandav Stotram' }));
    const input = screen.getByLabelText('Upload video file');
    await user.upload(input, fileOf('tandav.avi', 'video/x-msvideo'));
    expect(screen.getByRole('alert')).toHaveTextContent('tandav.avi is not MP4 or WebM.');
    await user.upload(input, fileOf('tandav.mp4', 'video/mp4', 120));
    expect(screen.getByRole('alert')).toHaveTextContent('tandav.mp4 is larger than 100 MB.');
    expect(sent).toEqual([]);
  });

  it('uploads the file with progress, then plays it in the preview; a refusal shows beside the control', async () => {
    fakeApi(api());
    const uploaded = { ...fileVideo, url: '/uploads/videos/tandav.mp4' };
    const sent = fakeUpload(refusal(413, 'The file is too large.'), saved(uploaded, 'Video file saved.'));
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Shiv Tandav Stotram' }));
    const input = screen.getByLabelText('Upload video file');
    const file = fileOf('tandav.mp4', 'video/mp4', 20);

    await user.upload(input, file);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is too large.');
    await user.upload(input, file);
    expect(await screen.findByText('Video file saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { url: `${VIDEOS}/${fileVideo._id}/file`, field: 'file', file },
      { url: `${VIDEOS}/${fileVideo._id}/file`, field: 'file', file },
    ]);
    expect(screen.getByLabelText('File address')).toHaveValue('/uploads/videos/tandav.mp4');
    expect(screen.getByLabelText(`Preview of ${fileVideo.title}`)).toHaveAttribute('src', '/uploads/videos/tandav.mp4');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('VideosPage in Hindi (issue 21)', () => {
  it('edits the title and description in Hindi beside the English and sends them in hi', async () => {
    const halfway = adminVideo({
      description: 'The evening aarti on the ghat.',
      hi: { title: 'दशाश्वमेध घाट पर गंगा आरती' },
      hindiMissing: ['description'],
    });
    const fetchMock = fakeApi({
      ...api([halfway]),
      [`PATCH ${VIDEOS}/${halfway._id}`]: saved(halfway, 'Video saved.'),
    });
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: `Edit ${halfway.title}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${halfway.title}` });
    expect(within(dialog).getByLabelText('Title (Hindi)')).toHaveValue('दशाश्वमेध घाट पर गंगा आरती');
    const description = within(dialog).getByLabelText('Description (Hindi)');
    expect(description).toHaveAttribute('lang', 'hi');
    await user.type(description, 'घाट पर संध्या आरती।');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Video saved.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, `${VIDEOS}/${halfway._id}`)).toEqual([
      expect.objectContaining({
        title: halfway.title,
        description: 'The evening aarti on the ghat.',
        hi: { title: 'दशाश्वमेध घाट पर गंगा आरती', description: 'घाट पर संध्या आरती।' },
      }),
    ]);
  });

  it('marks videos whose Hindi is incomplete and filters them with ?hindi=missing', async () => {
    const untranslated = adminVideo({ title: 'Untranslated aarti', hindiMissing: ['title', 'description'] });
    const fetchMock = fakeApi(api([untranslated, fileVideo]));
    const { user, router } = setup();
    const row = (await screen.findByText('Untranslated aarti')).closest('tr')!;
    expect(within(row).getByText('Hindi missing')).toBeInTheDocument();
    expect(within(row).getByText('No Hindi yet: Title, Description')).toBeInTheDocument();
    const complete = screen.getByText(fileVideo.title).closest('tr')!;
    expect(within(complete).queryByText('Hindi missing')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Hindi'), 'missing');
    expect(router.state.location.search).toBe('?hindi=missing');
    expect(callsWith(fetchMock, 'GET')).toContain(`GET ${VIDEOS}?hindi=missing&page=1&pageSize=20`);
  });
});
