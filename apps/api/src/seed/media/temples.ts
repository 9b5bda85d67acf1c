/**
 * The demo's daily darshan temples. Each day's pictures are drawn with the
 * deity's motif (Somnath: its temple on the sea) in the day's shringar colour (art.ts); the captions are the
 * darshans these temples actually publish (mangala, shringar, aarti).
 */
import type { Motif } from '../art/motifs.js';

export interface CatalogueTemple {
  name: string;
  nameHi: string;
  deity: string;
  city: string;
  state: string;
  motif: Motif;
  /** The two darshans of the day: the shringar (variant 0) and the aarti (variant 1). */
  captions: [string, string];
}

export const CATALOGUE_TEMPLES: CatalogueTemple[] = [
  {
    name: 'Shri Kashi Vishwanath',
    nameHi: 'श्री काशी विश्वनाथ',
    deity: 'Shiva',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    motif: 'shivling',
    captions: ['Shringar darshan', 'Mangala aarti'],
  },
  {
    name: 'Shri Mahakaleshwar',
    nameHi: 'श्री महाकालेश्वर',
    deity: 'Shiva',
    city: 'Ujjain',
    state: 'Madhya Pradesh',
    motif: 'mahakal',
    captions: ['Bhasma aarti shringar', 'Sandhya aarti'],
  },
  {
    name: 'Shri Siddhivinayak',
    nameHi: 'श्री सिद्धिविनायक',
    deity: 'Ganesha',
    city: 'Mumbai',
    state: 'Maharashtra',
    motif: 'ganesh',
    captions: ['Kakad aarti darshan', 'Shej aarti'],
  },
  {
    name: 'Shri Banke Bihari',
    nameHi: 'श्री बांके बिहारी',
    deity: 'Krishna',
    city: 'Vrindavan',
    state: 'Uttar Pradesh',
    motif: 'krishna',
    captions: ['Shringar darshan', 'Rajbhog aarti'],
  },
  {
    name: 'Shri Jagannath',
    nameHi: 'श्री जगन्नाथ',
    deity: 'Jagannath',
    city: 'Puri',
    state: 'Odisha',
    motif: 'jagannath',
    captions: ['Mangala alati', 'Sandhya dhupa'],
  },
  {
    name: 'Shri Somnath',
    nameHi: 'श्री सोमनाथ',
    deity: 'Shiva',
    city: 'Prabhas Patan',
    state: 'Gujarat',
    motif: 'sea-temple',
    captions: ['Pratah shringar', 'Sandhya aarti'],
  },
];

/**
 * The shringar colour of each weekday (0 = Sunday), as temples dress the
 * deity: Sunday red, Monday white, Tuesday saffron, Wednesday green,
 * Thursday yellow, Friday pink, Saturday blue.
 */
export const SHRINGAR_COLOURS = ['#C8102E', '#F5F5F0', '#E15602', '#2E8B57', '#F2C200', '#E75480', '#1F4E9C'] as const;
