/**
 * Test data for the Sanchar tests, as the API answers it. Factories take
 * overrides; ids come from @/test/factories. Served through `fakeApi`.
 */
import type { LiveStream, MediaCategory, MediaImage, MediaSubCategory, Podcast, Video } from '@seva/contracts';
import { recordId } from '@/test/factories';
import type { MediaPage } from '../api/paging';

export function mediaImage(name = 'aarti'): MediaImage {
  const set = (ext: string) => [320, 640, 1280].map((w) => `/uploads/media/${name}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `/uploads/media/${name}-640.webp`,
    srcSet: set('webp'),
    avifSrcSet: set('avif'),
    width: 1280,
    height: 720,
  };
}

export function category(overrides: Partial<MediaCategory> = {}): MediaCategory {
  return {
    _id: recordId(),
    slug: 'bhajan',
    name: 'Bhajan',
    nameHi: 'भजन',
    description: 'Devotional songs.',
    image: mediaImage('bhajan'),
    videoCount: 8,
    podcastCount: 5,
    ...overrides,
  };
}

export function subCategory(categoryId: string, overrides: Partial<MediaSubCategory> = {}): MediaSubCategory {
  return {
    ...category({ slug: 'krishna-bhajan', name: 'Krishna Bhajan', nameHi: 'कृष्ण भजन' }),
    categoryId,
    ...overrides,
  };
}

export function podcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    _id: recordId(),
    categoryId: recordId(),
    subCategoryId: recordId(),
    subCategoryName: 'Krishna Bhajan',
    title: 'Achyutam Keshavam',
    description: 'A gentle bhajan to Krishna.',
    speaker: 'Pandit Raghav Sharma',
    audioUrl: '/uploads/media/achyutam.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 185,
    image: mediaImage('achyutam'),
    language: 'hi',
    publishedAt: '2026-03-10T06:00:00.000Z',
    ...overrides,
  };
}

export function video(overrides: Partial<Video> = {}): Video {
  return {
    _id: recordId(),
    categoryId: recordId(),
    subCategoryId: recordId(),
    subCategoryName: 'Ganga Aarti',
    title: 'Ganga Aarti at Dashashwamedh Ghat',
    description: 'The evening aarti on the ghats of Varanasi.',
    source: 'youtube',
    youtubeId: 'dQw4w9WgXcQ',
    url: null,
    thumbnail: mediaImage('ganga'),
    durationSeconds: 1250,
    language: 'hi',
    publishedAt: '2026-03-12T13:00:00.000Z',
    ...overrides,
  };
}

export function liveStream(overrides: Partial<LiveStream> = {}): LiveStream {
  return {
    _id: recordId(),
    title: 'Kashi Vishwanath Mangla Aarti',
    description: 'The first aarti of the day at Kashi Vishwanath.',
    location: 'Kashi Vishwanath Temple, Varanasi',
    source: 'hls',
    youtubeId: null,
    url: '/uploads/live/kashi/index.m3u8',
    thumbnail: mediaImage('kashi'),
    isLive: true,
    schedule: 'Daily, 3:00 AM',
    ...overrides,
  };
}

/** A page of a paged list as the API answers it. */
export function page<T>(results: T[], total: number, pageNumber = 1, pageSize = 12): MediaPage<T> {
  return { status: true, results, total, page: pageNumber, pageSize };
}
