import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminLiveStream, AdminPodcast, AdminVideo, LiveStream, Podcast, Video } from '@seva/contracts';
import { dataOf, messageOf, useAdminTestApp } from '../../test/admin.js';
import { injectAs } from '../../test/login.js';
import {
  ebmlHeader,
  hoursFromNow,
  insertCategory,
  insertSubCategory,
  mp3Frames,
  mp4Movie,
  multipartFile,
  wavTone,
} from '../../test/media.js';

const server = useAdminTestApp();
const { as } = server;
let subCategoryId: string;

beforeAll(async () => {
  const category = await insertCategory(server.app, { name: 'Bhajan' });
  subCategoryId = (await insertSubCategory(server.app, category.id, { name: 'Krishna Bhajan' })).id;
});

const publicGet = (url: string) => server.app.inject({ method: 'GET', url });
const upload = (url: string, body: ReturnType<typeof multipartFile>) =>
  injectAs(server.app, server.admin.token, { method: 'POST', url, ...body });

describe('videos', () => {
  const newVideo = (overrides: object = {}) => ({
    subCategoryId,
    title: 'Achyutam Keshavam',
    source: 'youtube',
    youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    ...overrides,
  });
  async function addVideo(overrides: object = {}): Promise<AdminVideo> {
    const res = await as('POST', '/api/admin/media/videos', newVideo(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return dataOf<AdminVideo>(res);
  }

  it('adds a YouTube video from a link; customers see it at once', async () => {
    const video = await addVideo({ durationSeconds: 320 });
    expect(video).toMatchObject({
      youtubeId: 'dQw4w9WgXcQ',
      url: null,
      subCategoryName: 'Krishna Bhajan',
      language: 'hi',
      active: true,
      durationSeconds: 320,
    });
    const shown = await publicGet(`/api/media/videos/${video._id}`);
    expect(shown.statusCode).toBe(200);
    expect(dataOf<Video>(shown)).toMatchObject({ title: 'Achyutam Keshavam', youtubeId: 'dQw4w9WgXcQ' });
  });

  it('refuses a video without a source to play from, or with bad fields (400 with the message)', async () => {
    const cases: [object, string][] = [
      [{ youtubeId: undefined }, 'Please enter the YouTube link or id.'],
      [{ youtubeId: 'https://vimeo.com/123' }, 'Please enter a YouTube link or an 11-character video id.'],
      [{ source: 'hls', youtubeId: undefined }, 'Please enter the address of the HLS playlist (.m3u8).'],
      [
        { source: 'hls', url: 'http://insecure.example.org/a.m3u8' },
        'Please enter an https:// address or upload a file.',
      ],
      [{ source: 'vimeo' }, 'Please choose YouTube, a file or an HLS stream.'],
      [{ title: 'Hi' }, 'Please enter the title.'],
      [{ language: 'fr' }, 'Please choose a language.'],
      [{ publishedAt: 'tomorrow' }, 'Please enter a date and time.'],
      [{ subCategoryId: '0123456789abcdef01234567' }, 'Please choose a sub-category that exists.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await as('POST', '/api/admin/media/videos', newVideo(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
  });

  it('keeps a scheduled or hidden video from customers while the console lists it, newest first', async () => {
    const scheduled = await addVideo({ title: 'Janmashtami special', publishedAt: hoursFromNow(24).toISOString() });
    const hidden = await addVideo({ title: 'Rough cut', active: false });
    for (const id of [scheduled._id, hidden._id])
      expect((await publicGet(`/api/media/videos/${id}`)).statusCode).toBe(404);
    const list = await as('GET', `/api/admin/media/videos?subCategoryId=${subCategoryId}&pageSize=2`);
    expect(list.json()).toMatchObject({ total: 3, pageSize: 2 });
    expect(list.json<{ results: AdminVideo[] }>().results.map((v) => v.title)).toEqual([
      'Janmashtami special',
      'Rough cut',
    ]);
    expect((await as('GET', '/api/admin/media/videos?active=false')).json()).toMatchObject({ total: 1 });
    expect((await as('GET', '/api/admin/media/videos?q=janmash')).json()).toMatchObject({ total: 1 });
  });

  it('updates a video, keeping a source it can play from; deletes it', async () => {
    const video = await addVideo({ title: 'Govind Bolo' });
    const noPlaylist = await as('PATCH', `/api/admin/media/videos/${video._id}`, { source: 'hls' });
    expect(noPlaylist.statusCode).toBe(400);
    expect(messageOf(noPlaylist)).toBe('Please enter the address of the HLS playlist (.m3u8).');
    const hls = await as('PATCH', `/api/admin/media/videos/${video._id}`, {
      source: 'hls',
      url: 'https://cdn.example.org/govind/index.m3u8',
      title: 'Govind Bolo Hari',
    });
    expect(hls.statusCode).toBe(200);
    expect(dataOf<AdminVideo>(hls)).toMatchObject({
      source: 'hls',
      youtubeId: 'dQw4w9WgXcQ',
      title: 'Govind Bolo Hari',
    });
    expect(dataOf<Video>(await publicGet(`/api/media/videos/${video._id}`))).toMatchObject({
      source: 'hls',
      youtubeId: null,
      url: 'https://cdn.example.org/govind/index.m3u8',
    });
    expect((await as('GET', `/api/admin/media/videos/${video._id}`)).json()).toMatchObject({
      status: true,
      data: { _id: video._id },
    });
    expect((await as('DELETE', `/api/admin/media/videos/${video._id}`)).json()).toEqual({
      status: true,
      message: 'Video deleted.',
    });
    expect((await as('GET', `/api/admin/media/videos/${video._id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/admin/media/videos/${video._id}`)).statusCode).toBe(404);
  });

  it('plays an uploaded MP4 or WebM file (by its bytes) and refuses anything else', async () => {
    const video = await addVideo({ title: 'Temple walk', source: 'file', youtubeId: undefined });
    expect(video.url).toBeNull();
    expect((await publicGet(`/api/media/videos/${video._id}`)).statusCode).toBe(404);
    const url = `/api/admin/media/videos/${video._id}/file`;

    const text = await upload(url, multipartFile(Buffer.from('not a video\n'.repeat(40)), 'walk.mp4', 'video/mp4'));
    expect(text.statusCode).toBe(400);
    expect(messageOf(text)).toBe('Please upload an MP4 or WebM video.');
    const audio = await upload(url, multipartFile(wavTone(1), 'walk.mp4', 'video/mp4'));
    expect(audio.statusCode).toBe(400);

    const mp4 = mp4Movie('isom', 1000, 42_000);
    const res = await upload(url, multipartFile(mp4, 'walk.mp4', 'video/mp4'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Video file saved.' });
    const saved = dataOf<AdminVideo>(res);
    expect(saved).toMatchObject({ source: 'file', durationSeconds: 42 });
    expect(saved.url).toMatch(new RegExp(`^/uploads/media/videos/${video._id}-[0-9a-f]{12}\\.mp4$`));
    const served = await publicGet(saved.url ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(mp4)).toBe(true);
    expect(dataOf<Video>(await publicGet(`/api/media/videos/${video._id}`))).toMatchObject({ url: saved.url });

    const webm = ebmlHeader('webm');
    const withLength = await upload(url, multipartFile(webm, 'walk.webm', 'video/webm', { durationSeconds: '95' }));
    expect(dataOf<AdminVideo>(withLength)).toMatchObject({ durationSeconds: 95 });
    expect(dataOf<AdminVideo>(withLength).url).toMatch(/\.webm$/);
  });
});

describe('podcast episodes', () => {
  async function addEpisode(overrides: object = {}): Promise<AdminPodcast> {
    const res = await as('POST', '/api/admin/media/podcasts', {
      subCategoryId,
      title: 'Meaning of the Gita, part 1',
      speaker: 'Swami Anand',
      ...overrides,
    });
    expect(res.statusCode, res.body).toBe(201);
    return dataOf<AdminPodcast>(res);
  }

  it('adds an episode that customers see only once its audio is uploaded', async () => {
    const episode = await addEpisode();
    expect(episode).toMatchObject({ audioUrl: null, mimeType: null, durationSeconds: 0, active: true });
    expect((await publicGet(`/api/media/podcasts/${episode._id}`)).statusCode).toBe(404);

    const wav = wavTone(3);
    const res = await upload(
      `/api/admin/media/podcasts/${episode._id}/audio`,
      multipartFile(wav, 'part1.wav', 'audio/wav'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Audio saved.' });
    const saved = dataOf<AdminPodcast>(res);
    expect(saved).toMatchObject({ mimeType: 'audio/wav', durationSeconds: 3 });
    expect(saved.audioUrl).toMatch(new RegExp(`^/uploads/media/podcasts/${episode._id}-[0-9a-f]{12}\\.wav$`));
    const served = await publicGet(saved.audioUrl ?? '');
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(wav)).toBe(true);

    const shown = await publicGet(`/api/media/podcasts/${episode._id}`);
    expect(dataOf<Podcast>(shown)).toMatchObject({
      audioUrl: saved.audioUrl,
      mimeType: 'audio/wav',
      durationSeconds: 3,
    });
    const list = await publicGet(`/api/admin/getAudioBySubCategory?subCategoryId=${subCategoryId}`);
    expect(list.json()).toMatchObject({ total: 1, results: [{ _id: episode._id }] });
  });

  it('takes the length from the durationSeconds field, else from an MP3, else keeps it', async () => {
    const episode = await addEpisode({ title: 'Bhaja Govindam' });
    const url = `/api/admin/media/podcasts/${episode._id}/audio`;
    const mp3 = mp3Frames(383);
    const given = await upload(url, multipartFile(mp3, 'bg.mp3', 'audio/mpeg', { durationSeconds: '754' }));
    expect(dataOf<AdminPodcast>(given)).toMatchObject({ mimeType: 'audio/mpeg', durationSeconds: 754 });
    const measured = await upload(url, multipartFile(mp3, 'bg.mp3', 'audio/mpeg'));
    expect(dataOf<AdminPodcast>(measured)).toMatchObject({ durationSeconds: 10 });
    const ogg = Buffer.concat([Buffer.from('OggS\0\x02'), Buffer.alloc(200, 1)]);
    const kept = await upload(url, multipartFile(ogg, 'bg.ogg', 'audio/ogg'));
    expect(dataOf<AdminPodcast>(kept)).toMatchObject({ mimeType: 'audio/ogg', durationSeconds: 10 });
    expect(dataOf<AdminPodcast>(kept).audioUrl).toMatch(/\.ogg$/);
  });

  it('refuses a file that is not audio, a bad length, no file and a file over 30 MB', async () => {
    const episode = await addEpisode({ title: 'Shiva Tandava' });
    const url = `/api/admin/media/podcasts/${episode._id}/audio`;
    const text = await upload(
      url,
      multipartFile(Buffer.from('lyrics, not sound\n'.repeat(30)), 'tandava.mp3', 'audio/mpeg'),
    );
    expect(text.statusCode).toBe(400);
    expect(messageOf(text)).toBe('Please upload an MP3, M4A, OGG or WAV audio file.');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(url, multipartFile(png, 'cover.png', 'image/png'))).statusCode).toBe(400);
    const badLength = await upload(url, multipartFile(wavTone(1), 't.wav', 'audio/wav', { durationSeconds: '2.5' }));
    expect(badLength.statusCode).toBe(400);
    expect(messageOf(badLength)).toBe('The length must be whole seconds.');
    const noFile = await injectAs(server.app, server.admin.token, {
      method: 'POST',
      url,
      payload: '------seva\r\nContent-Disposition: form-data; name="durationSeconds"\r\n\r\n60\r\n------seva--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=----seva' },
    });
    expect(noFile.statusCode).toBe(400);
    expect(messageOf(noFile)).toBe('Please choose an audio file to upload.');
    const big = await upload(url, multipartFile(Buffer.alloc(30 * 1024 * 1024 + 1), 'long.wav', 'audio/wav'));
    expect(big.statusCode).toBe(413);
    expect(messageOf(big)).toBe('The audio file is larger than 30 MB. Please choose a smaller one.');
    expect(dataOf<AdminPodcast>(await as('GET', `/api/admin/media/podcasts/${episode._id}`)).audioUrl).toBeNull();
    const missing = await upload(
      '/api/admin/media/podcasts/0123456789abcdef01234567/audio',
      multipartFile(wavTone(1), 'a.wav', 'audio/wav'),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('validates, updates, pictures and deletes episodes', async () => {
    const noSpeaker = await as('POST', '/api/admin/media/podcasts', { subCategoryId, title: 'Untitled talk' });
    expect(noSpeaker.statusCode).toBe(400);
    expect(messageOf(noSpeaker)).toBe('Please enter the speaker.');
    const episode = await addEpisode({ title: 'Satsang', language: 'en' });
    const patched = await as('PATCH', `/api/admin/media/podcasts/${episode._id}`, { speaker: 'Sadhvi Ritambhara' });
    expect(dataOf<AdminPodcast>(patched)).toMatchObject({ speaker: 'Sadhvi Ritambhara', language: 'en' });
    const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#f5c518' } })
      .png()
      .toBuffer();
    const pictured = await upload(`/api/admin/media/podcasts/${episode._id}/image`, {
      ...multipartFile(png, 'cover.png', 'image/png'),
    });
    expect(pictured.statusCode, pictured.body).toBe(200);
    expect(dataOf<AdminPodcast>(pictured).image).toMatchObject({ width: 640, height: 640 });
    expect((await as('GET', '/api/admin/media/podcasts?q=ritambhara')).json()).toMatchObject({ total: 1 });
    expect((await as('DELETE', `/api/admin/media/podcasts/${episode._id}`)).statusCode).toBe(200);
    expect((await as('PATCH', `/api/admin/media/podcasts/${episode._id}`, { title: 'Gone now' })).statusCode).toBe(404);
  });
});

describe('live streams', () => {
  it('adds, switches on air, updates, pictures and deletes a stream', async () => {
    const noSource = await as('POST', '/api/admin/media/live', {
      title: 'Ganga Aarti',
      location: 'Varanasi',
      source: 'hls',
    });
    expect(noSource.statusCode).toBe(400);
    expect(messageOf(noSource)).toBe('Please enter the YouTube link or the HLS playlist address.');
    const res = await as('POST', '/api/admin/media/live', {
      title: 'Ganga Aarti',
      location: 'Dashashwamedh Ghat, Varanasi',
      source: 'youtube',
      youtubeId: 'https://www.youtube.com/live/abcdefghijk?si=x',
      schedule: 'Daily, 6:45 PM',
    });
    expect(res.statusCode, res.body).toBe(201);
    const stream = dataOf<AdminLiveStream>(res);
    expect(stream).toMatchObject({ youtubeId: 'abcdefghijk', isLive: false, sortOrder: 0, active: true });

    const onAir = await as('PATCH', `/api/admin/media/live/${stream._id}`, { isLive: true });
    expect(dataOf<AdminLiveStream>(onAir).isLive).toBe(true);
    const live = await publicGet('/api/admin/getLive');
    expect(live.json<{ data: LiveStream[] }>().data).toMatchObject([{ _id: stream._id, isLive: true }]);
    const noPlaylist = await as('PATCH', `/api/admin/media/live/${stream._id}`, { source: 'hls' });
    expect(noPlaylist.statusCode).toBe(400);

    const png = await sharp({ create: { width: 400, height: 225, channels: 3, background: '#113355' } })
      .png()
      .toBuffer();
    const thumb = await upload(
      `/api/admin/media/live/${stream._id}/thumbnail`,
      multipartFile(png, 'ghat.png', 'image/png'),
    );
    expect(thumb.statusCode, thumb.body).toBe(200);
    // Stored in the widths that fit in the original (320) and at its own width, never enlarged.
    expect(dataOf<AdminLiveStream>(thumb).thumbnail).toMatchObject({ width: 400, height: 225 });
    expect(dataOf<AdminLiveStream>(thumb).thumbnail?.srcSet).toMatch(/-320\.webp 320w, .*-400\.webp 400w$/);
    expect((await as('GET', '/api/admin/media/live?active=true')).json()).toMatchObject({ total: 1 });
    expect((await as('DELETE', `/api/admin/media/live/${stream._id}`)).statusCode).toBe(200);
    expect((await publicGet(`/api/media/live/${stream._id}`)).statusCode).toBe(404);
  });
});

describe('Sanchar media in Hindi (issue 21, decision 011)', () => {
  const kinds = [
    {
      kind: 'video',
      path: '/api/admin/media/videos',
      english: () => ({
        subCategoryId,
        title: 'Shri Krishna Aarti',
        description: 'Evening aarti at Vrindavan',
        source: 'youtube',
        youtubeId: 'dQw4w9WgXcQ',
      }),
      hindi: { title: 'श्री कृष्ण आरती', description: 'वृंदावन में संध्या आरती' },
    },
    {
      kind: 'podcast episode',
      path: '/api/admin/media/podcasts',
      english: () => ({
        subCategoryId,
        title: 'Bhakti in daily life',
        description: 'A talk on simple devotion',
        speaker: 'Swami Anand',
      }),
      hindi: { title: 'दैनिक जीवन में भक्ति', description: 'सरल भक्ति पर एक प्रवचन', speaker: 'स्वामी आनंद' },
    },
    {
      kind: 'live stream',
      path: '/api/admin/media/live',
      english: () => ({
        title: 'Mangala Aarti',
        description: 'Dawn aarti',
        location: 'Ujjain',
        schedule: 'Daily, 4 AM',
        source: 'youtube',
        youtubeId: 'abcdefghijk',
      }),
      hindi: { title: 'मंगला आरती', description: 'भोर की आरती', location: 'उज्जैन', schedule: 'प्रतिदिन, सुबह 4 बजे' },
    },
  ];

  it.each(kinds)(
    'lists a $kind under "Hindi missing", naming the fields, until every field has Hindi',
    async ({ path, english, hindi }) => {
      const missingIds = async () =>
        (await as('GET', `${path}?hindi=missing&pageSize=100`))
          .json<{ results: { _id: string }[] }>()
          .results.map((r) => r._id);
      const created = await as('POST', path, { ...english(), hi: { title: hindi.title } });
      expect(created.statusCode, created.body).toBe(201);
      const record = dataOf<{ _id: string; hindiMissing: string[] }>(created);
      expect(record.hindiMissing).toEqual(Object.keys(hindi).filter((field) => field !== 'title'));
      expect(await missingIds()).toContain(record._id);

      const saved = await as('PATCH', `${path}/${record._id}`, { hi: hindi });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(dataOf<{ hindiMissing: string[] }>(saved).hindiMissing).toEqual([]);
      expect(await missingIds()).not.toContain(record._id);
    },
  );
});
