/**
 * Test data for the daily darshan tests, as the API answers it. Factories
 * take overrides; ids come from @/test/factories.
 */
import type { Darshan, DarshanTemple, MediaImage } from '@seva/contracts';
import { recordId } from '@/test/factories';

export function darshanImage(name: string): MediaImage {
  return {
    src: `/uploads/darshan/${name}-640.webp`,
    srcSet: `/uploads/darshan/${name}-320.webp 320w, /uploads/darshan/${name}-640.webp 640w, /uploads/darshan/${name}-1280.webp 1280w`,
    avifSrcSet: `/uploads/darshan/${name}-320.avif 320w, /uploads/darshan/${name}-640.avif 640w, /uploads/darshan/${name}-1280.avif 1280w`,
    width: 1280,
    height: 960,
  };
}

export function temple(overrides: Partial<DarshanTemple> = {}): DarshanTemple {
  return {
    _id: recordId(),
    name: 'Kashi Vishwanath',
    nameHi: 'काशी विश्वनाथ',
    deity: 'Lord Shiva',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    ...overrides,
  };
}

export function darshan(overrides: Partial<Darshan> = {}): Darshan {
  return {
    _id: recordId(),
    temple: temple(),
    date: '2026-11-22',
    title: 'Mangala aarti shringar',
    description: 'Baba Vishwanath adorned with bel patra and marigold after the mangala aarti.',
    images: [darshanImage('kashi-1'), darshanImage('kashi-2'), darshanImage('kashi-3')],
    ...overrides,
  };
}

/** One answer of GET getDailyDarshan. */
export function darshanDay(date: string, data: Darshan[], days: string[] = [date]) {
  return { status: true, date, days, data };
}
