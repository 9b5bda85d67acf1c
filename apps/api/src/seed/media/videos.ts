/**
 * The demo's videos: each plays its category's locally made clip
 * (demo-media/video/clip-<category>.mp4); the titles are what a devotional
 * channel in India publishes. Listed newest first: the seed publishes them a
 * few hours apart, going back from the seed time.
 */
import type { MediaLanguage } from '@seva/contracts';
import type { Motif } from '../art/motifs.js';

export interface CatalogueVideo {
  /** The sub-category's slug (categories.ts). */
  subCategory: string;
  /** What the thumbnail shows: the video's deity, place or theme. */
  motif: Motif;
  title: string;
  description: string;
  language: MediaLanguage;
}

export const CATALOGUE_VIDEOS: CatalogueVideo[] = [
  {
    subCategory: 'ganga-aarti',
    motif: 'ghats',
    title: 'Ganga Aarti at Dashashwamedh Ghat',
    description: 'The evening aarti on the Ganga in Varanasi, with seven priests and the conch at sunset.',
    language: 'hi',
  },
  {
    subCategory: 'ganga-aarti',
    motif: 'diya',
    title: 'Har Ki Pauri Ganga Aarti, Haridwar',
    description: 'Thousands of diyas float on the Ganga at Har Ki Pauri as the bells ring.',
    language: 'hi',
  },
  {
    subCategory: 'ganga-aarti',
    motif: 'boat',
    title: 'Triveni Ghat Aarti, Rishikesh',
    description: 'The Ganga aarti at Triveni Ghat with the Parmarth Niketan choir.',
    language: 'hi',
  },
  {
    subCategory: 'shiv-aarti',
    motif: 'shivling',
    title: 'Om Jai Shiv Omkara',
    description: 'The Shiv aarti sung at the Somnath temple on a Monday evening.',
    language: 'hi',
  },
  {
    subCategory: 'shiv-aarti',
    motif: 'mahakal',
    title: 'Mahakal Bhasma Aarti, Ujjain',
    description: 'The dawn bhasma aarti of Shri Mahakaleshwar, the jyotirlinga of Ujjain.',
    language: 'hi',
  },
  {
    subCategory: 'ganesh-aarti',
    motif: 'ganesh',
    title: 'Sukhkarta Dukhharta — Siddhivinayak Aarti',
    description: 'The Marathi Ganesh aarti of Samarth Ramdas, from Prabhadevi, Mumbai.',
    language: 'mr',
  },
  {
    subCategory: 'ganesh-aarti',
    motif: 'modak',
    title: 'Jai Ganesh Deva',
    description: 'The Ganesh aarti for the start of every puja, with the lyrics on screen.',
    language: 'hi',
  },
  {
    subCategory: 'krishna-bhajan',
    motif: 'krishna',
    title: 'Achyutam Keshavam Krishna Damodaram',
    description: 'A gentle Krishna bhajan for the evening.',
    language: 'hi',
  },
  {
    subCategory: 'krishna-bhajan',
    motif: 'bansuri',
    title: 'Radhe Radhe Japo Chale Aayenge Bihari',
    description: 'A Braj bhajan from Vrindavan sung at the Banke Bihari temple.',
    language: 'hi',
  },
  {
    subCategory: 'krishna-bhajan',
    motif: 'cow',
    title: 'Govind Bolo Hari Gopal Bolo',
    description: 'A kirtan for the whole family to sing along.',
    language: 'hi',
  },
  {
    subCategory: 'hanuman-bhajan',
    motif: 'hanuman',
    title: 'Hanuman Chalisa (with meaning)',
    description: 'The forty verses of Goswami Tulsidas, each followed by its meaning.',
    language: 'hi',
  },
  {
    subCategory: 'hanuman-bhajan',
    motif: 'gada',
    title: 'Sankat Mochan Hanuman Ashtak',
    description: 'The eight verses that remove obstacles, sung on Tuesday.',
    language: 'hi',
  },
  {
    subCategory: 'hanuman-bhajan',
    motif: 'hanuman',
    title: 'Bajrang Baan',
    description: 'The Bajrang Baan recited at the Sankat Mochan temple, Varanasi.',
    language: 'hi',
  },
  {
    subCategory: 'devi-bhajan',
    motif: 'durga',
    title: 'Jai Ambe Gauri',
    description: 'The Durga aarti sung in every home during Navratri.',
    language: 'hi',
  },
  {
    subCategory: 'devi-bhajan',
    motif: 'cave-hills',
    title: 'Chalo Bulawa Aaya Hai',
    description: 'A Vaishno Devi yatra bhajan from the Katra trail.',
    language: 'hi',
  },
  {
    subCategory: 'ramayan-katha',
    motif: 'ram-darbar',
    title: 'Ram Janm — Bal Kand',
    description: 'The birth of Shri Ram in Ayodhya, from the Bal Kand of the Ram Charit Manas.',
    language: 'hi',
  },
  {
    subCategory: 'ramayan-katha',
    motif: 'boat',
    title: 'Kevat Prasang',
    description: 'How the boatman Kevat washed the feet of Shri Ram before the crossing.',
    language: 'hi',
  },
  {
    subCategory: 'ramayan-katha',
    motif: 'bowl',
    title: 'Shabari ke Ber',
    description: 'The devotion of Shabari and the berries she tasted for Shri Ram.',
    language: 'hi',
  },
  {
    subCategory: 'bhagavat-katha',
    motif: 'mala',
    title: 'Dhruv Charitra',
    description: 'The child Dhruv and his unwavering tapasya, from the fourth skandha.',
    language: 'hi',
  },
  {
    subCategory: 'bhagavat-katha',
    motif: 'krishna',
    title: 'Govardhan Leela',
    description: 'How Shri Krishna lifted the Govardhan hill to shelter Braj.',
    language: 'hi',
  },
  {
    subCategory: 'vrat-katha',
    motif: 'kalash',
    title: 'Satyanarayan Vrat Katha',
    description: 'The five chapters of the Satyanarayan katha read on Purnima.',
    language: 'hi',
  },
  {
    subCategory: 'vrat-katha',
    motif: 'leaf',
    title: 'Ekadashi Vrat Katha',
    description: 'Why Ekadashi is kept and the story of the Mokshada Ekadashi.',
    language: 'hi',
  },
  {
    subCategory: 'vedic-mantra',
    motif: 'surya',
    title: 'Gayatri Mantra 108 Times',
    description: 'The Gayatri mantra chanted 108 times for the morning sandhya.',
    language: 'sa',
  },
  {
    subCategory: 'vedic-mantra',
    motif: 'trishul',
    title: 'Mahamrityunjaya Mantra',
    description: 'The Mahamrityunjaya mantra from the Rig Veda, chanted slowly.',
    language: 'sa',
  },
  {
    subCategory: 'shiv-mantra',
    motif: 'shivling',
    title: 'Shiv Rudrashtakam',
    description: 'Namami Shamishan Nirvan Roopam, the Rudrashtakam of Tulsidas.',
    language: 'sa',
  },
  {
    subCategory: 'shiv-mantra',
    motif: 'rudraksha',
    title: 'Om Namah Shivaya Dhun',
    description: 'The panchakshari mantra as a slow dhun for japa.',
    language: 'sa',
  },
  {
    subCategory: 'meditation-chant',
    motif: 'lotus',
    title: 'Om Chanting for Morning Meditation',
    description: 'Ten minutes of Om with the tanpura, for the start of the day.',
    language: 'sa',
  },
  {
    subCategory: 'gita-pravachan',
    motif: 'book',
    title: 'Gita Chapter 2: Sankhya Yoga',
    description: 'The undying self and the duty of Arjun, explained simply.',
    language: 'hi',
  },
  {
    subCategory: 'gita-pravachan',
    motif: 'krishna',
    title: 'Gita Chapter 12: Bhakti Yoga',
    description: 'The qualities of the devotee dear to Shri Krishna.',
    language: 'en',
  },
  {
    subCategory: 'satsang',
    motif: 'diya',
    title: 'How to Keep Calm in Daily Life',
    description: 'A satsang on anger, patience and the practice of naam japa.',
    language: 'hi',
  },
  {
    subCategory: 'diwali',
    motif: 'lakshmi',
    title: 'Lakshmi Puja Vidhi at Home',
    description: 'The Diwali Lakshmi-Ganesh puja step by step, with the samagri list.',
    language: 'hi',
  },
  {
    subCategory: 'navratri',
    motif: 'kalash',
    title: 'Navratri Ghatasthapana Vidhi',
    description: 'How to set up the kalash on the first day of Navratri.',
    language: 'hi',
  },
  {
    subCategory: 'chhath',
    motif: 'surya',
    title: 'Chhath Puja Sandhya Arghya',
    description: 'The evening arghya to the setting Sun on the ghats of Patna.',
    language: 'hi',
  },
  {
    subCategory: 'chhath',
    motif: 'thali',
    title: 'Kaanch Hi Baans Ke Bahangiya',
    description: 'The Chhath geet sung on the way to the ghat.',
    language: 'hi',
  },
];
