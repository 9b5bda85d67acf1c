/**
 * The demo's media categories and their sub-categories (issue 6 "Data": aarti,
 * bhajan, katha, mantra, pravachan, festival). `motif` and `hue` draw the
 * cover art (art.ts).
 */
import type { Motif } from '../art/motifs.js';

export interface CatalogueSubCategory {
  slug: string;
  name: string;
  nameHi: string;
  description: string;
}

export interface CatalogueCategory {
  slug: string;
  name: string;
  nameHi: string;
  description: string;
  motif: Motif;
  hue: number;
  subCategories: CatalogueSubCategory[];
}

export const CATALOGUE_CATEGORIES: CatalogueCategory[] = [
  {
    slug: 'aarti',
    name: 'Aarti',
    nameHi: 'आरती',
    description: 'Morning and evening aartis from the ghats and temples of India.',
    motif: 'diya',
    hue: 24,
    subCategories: [
      {
        slug: 'ganga-aarti',
        name: 'Ganga Aarti',
        nameHi: 'गंगा आरती',
        description: 'Evening aarti on the ghats of Varanasi, Haridwar and Rishikesh.',
      },
      {
        slug: 'shiv-aarti',
        name: 'Shiv Aarti',
        nameHi: 'शिव आरती',
        description: 'Om Jai Shiv Omkara and the jyotirlinga aartis.',
      },
      {
        slug: 'ganesh-aarti',
        name: 'Ganesh Aarti',
        nameHi: 'गणेश आरती',
        description: 'Jai Ganesh Deva and Sukhkarta Dukhharta.',
      },
    ],
  },
  {
    slug: 'bhajan',
    name: 'Bhajan',
    nameHi: 'भजन',
    description: 'Devotional songs for every deity and every mood.',
    motif: 'bell',
    hue: 330,
    subCategories: [
      {
        slug: 'krishna-bhajan',
        name: 'Krishna Bhajan',
        nameHi: 'कृष्ण भजन',
        description: 'Bhajans of Vrindavan and the Braj region.',
      },
      {
        slug: 'hanuman-bhajan',
        name: 'Hanuman Bhajan',
        nameHi: 'हनुमान भजन',
        description: 'Hanuman Chalisa, Bajrang Baan and Sankat Mochan.',
      },
      {
        slug: 'devi-bhajan',
        name: 'Devi Bhajan',
        nameHi: 'देवी भजन',
        description: 'Songs of Durga, Vaishno Devi and the Navratri jagrata.',
      },
    ],
  },
  {
    slug: 'katha',
    name: 'Katha',
    nameHi: 'कथा',
    description: 'Stories from the Ramayan, the Bhagavat and the vrat kathas.',
    motif: 'book',
    hue: 200,
    subCategories: [
      {
        slug: 'ramayan-katha',
        name: 'Ramayan Katha',
        nameHi: 'रामायण कथा',
        description: 'The Ram Charit Manas told episode by episode.',
      },
      {
        slug: 'bhagavat-katha',
        name: 'Bhagavat Katha',
        nameHi: 'भागवत कथा',
        description: 'The Shrimad Bhagavat Mahapuran in seven days.',
      },
      {
        slug: 'vrat-katha',
        name: 'Vrat Katha',
        nameHi: 'व्रत कथा',
        description: 'The stories read on Ekadashi, Satyanarayan and Karwa Chauth.',
      },
    ],
  },
  {
    slug: 'mantra',
    name: 'Mantra',
    nameHi: 'मंत्र',
    description: 'Vedic mantras and chants for japa and meditation.',
    motif: 'mala',
    hue: 280,
    subCategories: [
      {
        slug: 'vedic-mantra',
        name: 'Vedic Mantras',
        nameHi: 'वैदिक मंत्र',
        description: 'Gayatri, Mahamrityunjaya and the Shanti mantras.',
      },
      {
        slug: 'shiv-mantra',
        name: 'Shiv Mantras',
        nameHi: 'शिव मंत्र',
        description: 'Om Namah Shivaya and the Rudrashtakam.',
      },
      {
        slug: 'meditation-chant',
        name: 'Meditation Chants',
        nameHi: 'ध्यान मंत्र',
        description: 'Slow chants for morning meditation.',
      },
    ],
  },
  {
    slug: 'pravachan',
    name: 'Pravachan',
    nameHi: 'प्रवचन',
    description: 'Discourses on the Gita, the Upanishads and daily life.',
    motif: 'lotus',
    hue: 140,
    subCategories: [
      {
        slug: 'gita-pravachan',
        name: 'Gita Pravachan',
        nameHi: 'गीता प्रवचन',
        description: 'The Bhagavad Gita, chapter by chapter.',
      },
      { slug: 'satsang', name: 'Satsang', nameHi: 'सत्संग', description: 'Questions and answers on the spiritual life.' },
    ],
  },
  {
    slug: 'festival',
    name: 'Festival',
    nameHi: 'त्योहार',
    description: 'Festival pujas, celebrations and their stories.',
    motif: 'thali',
    hue: 45,
    subCategories: [
      {
        slug: 'diwali',
        name: 'Diwali',
        nameHi: 'दीपावली',
        description: 'Lakshmi puja, the story of Diwali and its five days.',
      },
      {
        slug: 'navratri',
        name: 'Navratri',
        nameHi: 'नवरात्रि',
        description: 'The nine nights of the Goddess, garba and kanya puja.',
      },
      {
        slug: 'chhath',
        name: 'Chhath Puja',
        nameHi: 'छठ पूजा',
        description: 'Arghya to the Sun god on the river ghats.',
      },
    ],
  },
];
