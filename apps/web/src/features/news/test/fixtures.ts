/**
 * Test data for the news tests, as the API answers it. Factories take
 * overrides; ids come from @/test/factories.
 */
import type { MediaImage, NewsCategory, NewsDetails, NewsSummary } from '@seva/contracts';
import { recordId } from '@/test/factories';

export function mediaImage(name = 'news'): MediaImage {
  return {
    src: `/uploads/media/${name}-640.webp`,
    srcSet: `/uploads/media/${name}-320.webp 320w, /uploads/media/${name}-640.webp 640w, /uploads/media/${name}-1280.webp 1280w`,
    avifSrcSet: `/uploads/media/${name}-320.avif 320w, /uploads/media/${name}-640.avif 640w, /uploads/media/${name}-1280.avif 1280w`,
    width: 1280,
    height: 720,
  };
}

export function newsCategory(overrides: Partial<NewsCategory> = {}): NewsCategory {
  return { _id: recordId(), slug: 'festivals', name: 'Festivals', nameHi: 'त्योहार', ...overrides };
}

export function newsSummary(overrides: Partial<NewsSummary> = {}): NewsSummary {
  return {
    _id: recordId(),
    categoryId: recordId(),
    categoryName: 'Festivals',
    title: 'Dev Deepawali: 25 lakh diyas to light up the ghats of Kashi',
    summary: 'Varanasi prepares for its biggest evening of the year, with Ganga aarti on every ghat.',
    image: mediaImage(),
    source: 'Seva News Desk',
    isBreaking: false,
    publishedAt: '2026-11-22T01:00:00.000Z',
    ...overrides,
  };
}

export function newsDetails(overrides: Partial<NewsDetails> = {}): NewsDetails {
  return {
    ...newsSummary(),
    body: 'The ghats of Varanasi will glow with lakhs of diyas this evening.\n\nDevotees are asked to reach early; boats are booked out.',
    ...overrides,
  };
}

/** One page of GET getNewsByCategory. */
export function newsPage(results: NewsSummary[], { total = results.length, page = 1, pageSize = 12 } = {}) {
  return { status: true, results, total, page, pageSize };
}
