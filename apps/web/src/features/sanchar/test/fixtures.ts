/**
 * Test data for the Sanchar tests, as the API answers it. Factories take
 * overrides; ids, pictures, videos, podcasts and live streams come from
 * @/test/factories. Served through `fakeApi`.
 */
import type { MediaCategory, MediaSubCategory } from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';
import type { MediaPage } from '../api/paging';

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
    hi: {},
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

/** A page of a paged list as the API answers it. */
export function page<T>(results: T[], total: number, pageNumber = 1, pageSize = 12): MediaPage<T> {
  return { status: true, results, total, page: pageNumber, pageSize };
}
