/** Sanchar media as the content console's API answers it (categories, videos, podcasts, live), for its tests. Factories take overrides. */
import type {
  AdminLiveStream,
  AdminMediaCategory,
  AdminMediaSubCategory,
  AdminPodcast,
  AdminVideo,
} from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';
import { AUDIT } from '../../shared/test/api-answers';

export function adminMediaCategory(overrides: Partial<AdminMediaCategory> = {}): AdminMediaCategory {
  return {
    _id: recordId(),
    slug: 'aarti',
    name: 'Aarti',
    nameHi: 'आरती',
    description: 'Evening and morning aartis from the great temples.',
    image: mediaImage('aarti'),
    videoCount: 12,
    podcastCount: 3,
    sortOrder: 0,
    active: true,
    ...AUDIT,
    hi: {},
    hindiMissing: [],
    ...overrides,
  };
}

export function adminSubCategory(overrides: Partial<AdminMediaSubCategory> = {}): AdminMediaSubCategory {
  return {
    ...adminMediaCategory({ slug: 'ganga-aarti', name: 'Ganga Aarti', nameHi: 'गंगा आरती', videoCount: 4 }),
    categoryId: 'aaaaaaaaaaaaaaaaaaaaaa01',
    categoryName: 'Aarti',
    ...overrides,
  };
}

export function adminVideo(overrides: Partial<AdminVideo> = {}): AdminVideo {
  return {
    _id: recordId(),
    categoryId: 'aaaaaaaaaaaaaaaaaaaaaa01',
    subCategoryId: 'bbbbbbbbbbbbbbbbbbbbbb01',
    subCategoryName: 'Ganga Aarti',
    title: 'Ganga Aarti at Dashashwamedh Ghat',
    description: '',
    source: 'youtube',
    youtubeId: 'dQw4w9WgXcQ',
    url: null,
    thumbnail: null,
    durationSeconds: 1260,
    language: 'hi',
    publishedAt: '2026-11-02T13:00:00.000Z',
    active: true,
    ...AUDIT,
    hi: {},
    hindiMissing: [],
    ...overrides,
  };
}

export function adminPodcast(overrides: Partial<AdminPodcast> = {}): AdminPodcast {
  return {
    _id: recordId(),
    categoryId: 'aaaaaaaaaaaaaaaaaaaaaa02',
    subCategoryId: 'bbbbbbbbbbbbbbbbbbbbbb02',
    subCategoryName: 'Gita Saar',
    title: 'Gita chapter 2: the eternal self',
    description: '',
    speaker: 'Acharya Mishra',
    audioUrl: '/uploads/audio/gita-2.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 245,
    image: null,
    language: 'hi',
    publishedAt: '2026-11-02T01:30:00.000Z',
    active: true,
    ...AUDIT,
    hi: {},
    hindiMissing: [],
    ...overrides,
  };
}

export function adminLiveStream(overrides: Partial<AdminLiveStream> = {}): AdminLiveStream {
  return {
    _id: recordId(),
    title: 'Kashi Vishwanath Aarti',
    description: '',
    location: 'Varanasi, Uttar Pradesh',
    source: 'hls',
    youtubeId: null,
    url: 'https://live.example.com/kashi/index.m3u8',
    thumbnail: null,
    isLive: false,
    schedule: 'Daily, 6:45 PM',
    sortOrder: 0,
    active: true,
    ...AUDIT,
    hi: {},
    hindiMissing: [],
    ...overrides,
  };
}
