/** Daily darshan, news and consultancy as the content console's API answers them, for its tests. Factories take overrides. */
import type { AdminConsultancy, AdminDarshan, AdminDarshanTemple, AdminNews, AdminNewsCategory } from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';

const AUDIT = { createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' };

export function adminTemple(overrides: Partial<AdminDarshanTemple> = {}): AdminDarshanTemple {
  return {
    _id: recordId(),
    name: 'Shri Kashi Vishwanath',
    nameHi: 'श्री काशी विश्वनाथ',
    deity: 'Lord Shiva',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    sortOrder: 0,
    active: true,
    ...AUDIT,
    ...overrides,
  };
}

export function adminDarshan(overrides: Partial<AdminDarshan> = {}): AdminDarshan {
  const {
    sortOrder: _s,
    active: _a,
    createdAt: _c,
    updatedAt: _u,
    ...temple
  } = adminTemple({
    _id: 'cccccccccccccccccccccc01',
  });
  return {
    _id: recordId(),
    temple,
    date: '2026-11-02',
    title: 'Mangla aarti shringar',
    description: '',
    images: [mediaImage('kashi-1'), mediaImage('kashi-2')],
    ...AUDIT,
    ...overrides,
  };
}

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
    ...AUDIT,
    ...overrides,
  };
}

export function adminConsultancy(overrides: Partial<AdminConsultancy> = {}): AdminConsultancy {
  return {
    _id: '65f0a1b2c3d4e5f63f9a1c2e',
    topic: 'muhurat',
    preferredLanguage: 'hi',
    preferredTime: 'evening',
    message: 'I would like a muhurat for a griha pravesh in December.',
    status: 'new',
    customerId: 'cccccccccccccccccccccc02',
    customerName: 'Asha Verma',
    customerMobile: '9876543210',
    note: '',
    ...AUDIT,
    ...overrides,
  };
}
