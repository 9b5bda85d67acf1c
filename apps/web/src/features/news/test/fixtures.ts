/**
 * Test data for the news tests, as the API answers it. Factories take
 * overrides; ids and pictures come from @/test/factories.
 */
import type { NewsCategory, NewsDetails, NewsSummary } from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';

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
    image: mediaImage('news'),
    source: 'Seva News Desk',
    isBreaking: false,
    publishedAt: '2026-11-22T01:00:00.000Z',
    hi: {},
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
