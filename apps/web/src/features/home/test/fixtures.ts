/**
 * Test data for the home page's media rows, as the API answers it
 * (getDailyDarshan, getLive, media/latest). Factories take overrides.
 */
import type { Darshan, LiveStream, MediaImage, Podcast, Video } from '@seva/contracts';
import { recordId } from '@/test/factories';

export function picture(name: string): MediaImage {
  return {
    src: `/uploads/media/${name}-640.webp`,
    srcSet: `/uploads/media/${name}-320.webp 320w, /uploads/media/${name}-640.webp 640w`,
    avifSrcSet: `/uploads/media/${name}-320.avif 320w, /uploads/media/${name}-640.avif 640w`,
    width: 1280,
    height: 720,
  };
}

export function darshan(overrides: Partial<Darshan> = {}): Darshan {
  return {
    _id: recordId(),
    temple: {
      _id: recordId(),
      name: 'Kashi Vishwanath',
      nameHi: 'काशी विश्वनाथ',
      deity: 'Lord Shiva',
      city: 'Varanasi',
      state: 'Uttar Pradesh',
    },
    date: '2026-11-22',
    title: 'Mangala aarti shringar',
    description: '',
    images: [picture('kashi')],
    ...overrides,
  };
}

export function liveStream(overrides: Partial<LiveStream> = {}): LiveStream {
  return {
    _id: recordId(),
    title: 'Ganga Aarti from Dashashwamedh Ghat',
    description: '',
    location: 'Dashashwamedh Ghat, Varanasi',
    source: 'hls',
    youtubeId: null,
    url: '/media/live/ganga-aarti.m3u8',
    thumbnail: picture('ganga-aarti'),
    isLive: true,
    schedule: 'Daily, 6:45 PM',
    ...overrides,
  };
}

export function video(overrides: Partial<Video> = {}): Video {
  return {
    _id: recordId(),
    categoryId: recordId(),
    subCategoryId: recordId(),
    subCategoryName: 'Shiv aarti',
    title: 'Om Jai Shiv Omkara',
    description: '',
    source: 'youtube',
    youtubeId: 'dQw4w9WgXcQ',
    url: null,
    thumbnail: picture('shiv-aarti'),
    durationSeconds: 425,
    language: 'hi',
    publishedAt: '2026-11-21T02:00:00.000Z',
    ...overrides,
  };
}

export function podcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    _id: recordId(),
    categoryId: recordId(),
    subCategoryId: recordId(),
    subCategoryName: 'Gita saar',
    title: 'Bhagavad Gita, chapter 2',
    description: '',
    speaker: 'Acharya Mishra',
    audioUrl: '/media/podcasts/gita-2.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 3725,
    image: picture('gita'),
    language: 'hi',
    publishedAt: '2026-11-20T02:00:00.000Z',
    ...overrides,
  };
}
