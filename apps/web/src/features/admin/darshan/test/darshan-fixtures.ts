/** Temples and daily darshan as the content console's API answers them, for its tests. Factories take overrides. */
import type { AdminDarshan, AdminDarshanTemple } from '@seva/contracts';
import { mediaImage, recordId } from '@/test/factories';
import { AUDIT } from '../../shared/test/api-answers';

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
