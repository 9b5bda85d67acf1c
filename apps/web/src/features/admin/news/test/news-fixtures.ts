/** News and its categories as the content console's API answers them, for its tests. Factories take overrides. */
import type { AdminNews, AdminNewsCategory } from '@seva/contracts';
import { recordId } from '@/test/factories';
import { AUDIT } from '../../shared/test/api-answers';

export function adminNewsCategory(overrides: Partial<AdminNewsCategory> = {}): AdminNewsCategory {
  return {
    _id: recordId(),
    slug: 'festivals',
    name: 'Festivals',
    nameHi: 'त्योहार',
    sortOrder: 0,
    active: true,
    ...AUDIT,
    ...overrides,
  };
}

export function adminNews(overrides: Partial<AdminNews> = {}): AdminNews {
  return {
    _id: recordId(),
    categoryId: 'dddddddddddddddddddddd01',
    categoryName: 'Festivals',
    title: 'Dev Deepawali lights up the ghats of Kashi',
    summary: 'A million lamps on the eighty-four ghats for Kartik Purnima.',
    body: 'The ghats of Varanasi glowed with lamps.\n\nPilgrims came from across India.',
    image: null,
    source: 'Seva News Desk',
    isBreaking: false,
    publishedAt: '2026-11-02T04:00:00.000Z',
    active: true,
    hi: {},
    hindiMissing: [],
    ...AUDIT,
    ...overrides,
  };
}
