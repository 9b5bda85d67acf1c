/**
 * The demo product catalogue of the devotional shop, as plain data (no database code).
 * Money is in integer paise (₹249 = 24900), GST included: pricePaise is what the customer pays,
 * mrpPaise the printed MRP (never below the price). Price levels describe Indian online retail
 * in early 2026 (see CATALOGUE_PRICES_AS_OF). stock is units on hand; 0 means out of stock.
 * Descriptions state material, size and use only: no health or miracle claims.
 */
import type { MotifImage } from '../art/motif-image.js';
import type { CategorySlug } from './categories.js';

/** When the prices below were set, so a seeded catalogue can be labelled with its date. */
export const CATALOGUE_PRICES_AS_OF = '2026-01';

export interface CatalogueProduct {
  slug: string;
  name: string;
  category: CategorySlug;
  description: string;
  /** Selling price in paise, GST included. */
  pricePaise: number;
  /** Printed MRP in paise; >= pricePaise. */
  mrpPaise: number;
  /** Units on hand; 0 = out of stock. */
  stock: number;
  /** Pack size as shown to the customer, e.g. '100 g', '1 pc', '108 beads'. */
  unit: string;
  /** What the picture shows (seed/art): the motif and the background hue (0–359). */
  image: MotifImage;
}

export const CATALOGUE_PRODUCTS: CatalogueProduct[] = [
  // Puja samagri
  {
    slug: 'camphor-tablets-100g',
    name: 'Camphor Tablets (Kapur)',
    category: 'puja-samagri',
    description:
      'Pure white camphor tablets for aarti, in a resealable jar to keep them from evaporating. Burns with a clean flame and leaves little residue.',
    pricePaise: 11900,
    mrpPaise: 14000,
    stock: 180,
    unit: '100 g',
    image: { motif: 'box', hue: 48 },
  },
  {
    slug: 'roli-chawal-kumkum-set',
    name: 'Roli Chawal Kumkum Set',
    category: 'puja-samagri',
    description:
      'Red roli (kumkum) 50 g and unbroken akshat rice 100 g in two sealed pouches, for tilak and offerings in daily puja and on festivals.',
    pricePaise: 9900,
    mrpPaise: 12000,
    stock: 150,
    unit: '150 g',
    image: { motif: 'thali', hue: 4 },
  },
  {
    slug: 'kalava-mauli-thread',
    name: 'Kalava Mauli Sacred Thread',
    category: 'puja-samagri',
    description:
      'Red and yellow cotton mauli thread, 10 rolls of about 20 m each. Tied on the wrist during sankalp and around the kalash.',
    pricePaise: 7900,
    mrpPaise: 9900,
    stock: 200,
    unit: '10 rolls',
    image: { motif: 'kalava', hue: 10 },
  },
  {
    slug: 'ghee-diya-wicks-100',
    name: 'Ghee Diya Wicks (Long Batti)',
    category: 'puja-samagri',
    description:
      'Long cotton wicks pre-soaked in cow ghee, ready to place in a diya and light. Each wick burns for about 30 to 40 minutes.',
    pricePaise: 14900,
    mrpPaise: 17500,
    stock: 120,
    unit: '100 pcs',
    image: { motif: 'diya', hue: 38 },
  },
  {
    slug: 'cotton-phool-batti-500',
    name: 'Cotton Phool Batti (Round Wicks)',
    category: 'puja-samagri',
    description:
      'Hand-rolled round cotton wicks with a pointed tip, for oil or ghee diyas and the aarti lamp. Made from unbleached cotton.',
    pricePaise: 9900,
    mrpPaise: 11900,
    stock: 160,
    unit: '500 pcs',
    image: { motif: 'bowl', hue: 30 },
  },
  {
    slug: 'havan-samagri-500g',
    name: 'Havan Samagri',
    category: 'puja-samagri',
    description:
      'A traditional mix of dried herbs, wood chips, guggal, jau and til for havan in a hawan kund. Pour a spoonful into the fire with each ahuti.',
    pricePaise: 17900,
    mrpPaise: 22000,
    stock: 90,
    unit: '500 g',
    image: { motif: 'havan', hue: 28 },
  },
  {
    slug: 'gangajal-bottle-500ml',
    name: 'Gangajal from Haridwar',
    category: 'puja-samagri',
    description:
      'Water of the Ganga collected at Haridwar, filtered and sealed in a food-grade bottle. For sprinkling and abhishek during puja; not meant for drinking.',
    pricePaise: 14900,
    mrpPaise: 19900,
    stock: 75,
    unit: '500 ml',
    image: { motif: 'bottle', hue: 195 },
  },
  {
    slug: 'brass-puja-thali-set-7pc',
    name: 'Brass Puja Thali Set (7 pcs)',
    category: 'puja-samagri',
    description:
      'A 10-inch brass thali with a diya, small kalash, bell, incense holder and two kumkum bowls. Polish with tamarind or lemon to keep the shine.',
    pricePaise: 149900,
    mrpPaise: 189900,
    stock: 28,
    unit: '1 set',
    image: { motif: 'thali', hue: 42 },
  },
  {
    slug: 'brass-kalash-500ml',
    name: 'Brass Kalash',
    category: 'puja-samagri',
    description:
      'Hand-beaten brass kalash of about 500 ml, 6 inches tall, from Moradabad. Used for kalash sthapana with mango leaves and a coconut.',
    pricePaise: 64900,
    mrpPaise: 79900,
    stock: 40,
    unit: '1 pc',
    image: { motif: 'kalash', hue: 40 },
  },
  {
    slug: 'copper-panchpatra-achamani',
    name: 'Copper Panchpatra with Achamani',
    category: 'puja-samagri',
    description:
      'A pure copper tumbler of about 200 ml with a matching spoon (achamani), for achaman and offering water during sandhya and puja.',
    pricePaise: 39900,
    mrpPaise: 49900,
    stock: 55,
    unit: '1 set',
    image: { motif: 'panchpatra', hue: 18 },
  },
  {
    slug: 'blowing-shankh-conch',
    name: 'Blowing Shankh (Conch)',
    category: 'puja-samagri',
    description:
      'A natural conch shell of 6 to 7 inches with the tip cut and smoothed for blowing at aarti. Every shell differs a little in shape and tone.',
    pricePaise: 79900,
    mrpPaise: 99900,
    stock: 1,
    unit: '1 pc',
    image: { motif: 'shankh', hue: 25 },
  },
  {
    slug: 'brass-puja-ghanti-bell',
    name: 'Brass Puja Ghanti',
    category: 'puja-samagri',
    description:
      'A 6-inch brass hand bell with a Garuda handle and a clear, long ring. Weighs about 300 g; rung during aarti.',
    pricePaise: 54900,
    mrpPaise: 69900,
    stock: 35,
    unit: '1 pc',
    image: { motif: 'bell', hue: 45 },
  },
  {
    slug: 'brass-akhand-diya',
    name: 'Brass Akhand Diya with Glass Chimney',
    category: 'puja-samagri',
    description:
      'A brass oil lamp with a glass chimney that shields the flame from drafts, for keeping an akhand jyot through Navratri. Holds about 150 ml of oil or ghee.',
    pricePaise: 69900,
    mrpPaise: 89900,
    stock: 22,
    unit: '1 pc',
    image: { motif: 'diya', hue: 20 },
  },

  // Idols and murtis
  {
    slug: 'brass-ganesh-murti-4in',
    name: 'Brass Ganesh Murti, 4 inch',
    category: 'idols-murtis',
    description:
      'A solid brass Ganesh seated on a lotus base, about 4 inches tall and 450 g. Cast and hand-finished in Moradabad.',
    pricePaise: 129900,
    mrpPaise: 159900,
    stock: 30,
    unit: '1 pc',
    image: { motif: 'ganesh', hue: 35 },
  },
  {
    slug: 'marble-ganesh-murti-6in',
    name: 'Marble Ganesh Murti, 6 inch',
    category: 'idols-murtis',
    description:
      'White marble Ganesh, hand-carved and painted in Jaipur, about 6 inches tall. Dust with a soft dry cloth; avoid water on the painted parts.',
    pricePaise: 249900,
    mrpPaise: 299900,
    stock: 12,
    unit: '1 pc',
    image: { motif: 'ganesh', hue: 210 },
  },
  {
    slug: 'brass-lakshmi-murti-5in',
    name: 'Brass Lakshmi Murti, 5 inch',
    category: 'idols-murtis',
    description:
      'Brass Lakshmi seated on a lotus, about 5 inches tall and 600 g, for the home mandir and Diwali Lakshmi puja.',
    pricePaise: 179900,
    mrpPaise: 219900,
    stock: 18,
    unit: '1 pc',
    image: { motif: 'lakshmi', hue: 330 },
  },
  {
    slug: 'black-stone-shivling-4in',
    name: 'Black Stone Shivling with Yoni Base',
    category: 'idols-murtis',
    description:
      'A polished black stone Shivling on a matching yoni base with a spout for abhishek water, about 4 inches tall. Each piece is hand-carved, so the stone pattern varies.',
    pricePaise: 99900,
    mrpPaise: 129900,
    stock: 25,
    unit: '1 pc',
    image: { motif: 'shivling', hue: 230 },
  },
  {
    slug: 'brass-krishna-bansuri-6in',
    name: 'Brass Krishna with Bansuri, 6 inch',
    category: 'idols-murtis',
    description:
      'Brass murti of Krishna standing with his flute, about 6 inches tall and 800 g, with fine detailing on the crown and dhoti.',
    pricePaise: 229900,
    mrpPaise: 279900,
    stock: 9,
    unit: '1 pc',
    image: { motif: 'krishna', hue: 200 },
  },
  {
    slug: 'brass-laddu-gopal-no2',
    name: 'Brass Laddu Gopal (Size 2)',
    category: 'idols-murtis',
    description:
      'Crawling Bal Gopal in brass, size 2 (about 3 inches). Standard size, so ready-made poshak and shringar sets fit.',
    pricePaise: 84900,
    mrpPaise: 99900,
    stock: 40,
    unit: '1 pc',
    image: { motif: 'gopal', hue: 55 },
  },
  {
    slug: 'brass-hanuman-murti-5in',
    name: 'Brass Hanuman Murti, 5 inch',
    category: 'idols-murtis',
    description: 'Brass Hanuman in the blessing pose with his gada, about 5 inches tall and 550 g, cast in Moradabad.',
    pricePaise: 159900,
    mrpPaise: 199900,
    stock: 14,
    unit: '1 pc',
    image: { motif: 'hanuman', hue: 15 },
  },
  {
    slug: 'marble-durga-murti-9in',
    name: 'Marble Durga Maa on Lion, 9 inch',
    category: 'idols-murtis',
    description:
      'Hand-carved white marble Durga seated on a lion, painted by Jaipur artisans, about 9 inches tall and 3 kg. Ships in a wooden crate.',
    pricePaise: 499900,
    mrpPaise: 599900,
    stock: 2,
    unit: '1 pc',
    image: { motif: 'durga', hue: 350 },
  },
  {
    slug: 'brass-ram-darbar-7in',
    name: 'Brass Ram Darbar, 7 inch',
    category: 'idols-murtis',
    description:
      'Ram, Sita, Lakshman and Hanuman on a single brass base, about 7 inches tall and 1.6 kg. Cast and polished in Moradabad.',
    pricePaise: 549900,
    mrpPaise: 649900,
    stock: 0,
    unit: '1 pc',
    image: { motif: 'ram-darbar', hue: 28 },
  },

  // Rudraksha and malas
  {
    slug: 'rudraksha-5-mukhi-mala-108',
    name: '5 Mukhi Rudraksha Mala',
    category: 'rudraksha-malas',
    description:
      'A japa mala of 108 beads plus a sumeru bead, 7 to 8 mm Indonesian 5 mukhi rudraksha knotted on cotton thread. Comes with a lab test certificate of authenticity.',
    pricePaise: 89900,
    mrpPaise: 119900,
    stock: 45,
    unit: '108 + 1 beads',
    image: { motif: 'mala', hue: 22 },
  },
  {
    slug: 'rudraksha-5-mukhi-nepal-bead',
    name: '5 Mukhi Rudraksha Bead (Nepal)',
    category: 'rudraksha-malas',
    description:
      'A single 5 mukhi rudraksha from Nepal, 20 to 22 mm, on a red thread for wearing. Comes with an X-ray lab certificate; the bead in the photo on the certificate is the one you receive.',
    pricePaise: 39900,
    mrpPaise: 49900,
    stock: 14,
    unit: '1 bead',
    image: { motif: 'rudraksha', hue: 12 },
  },
  {
    slug: 'rudraksha-bracelet-5-mukhi',
    name: '5 Mukhi Rudraksha Bracelet',
    category: 'rudraksha-malas',
    description:
      'An elastic bracelet of 8 mm Indonesian 5 mukhi rudraksha beads, one size fits most wrists. Lab test certificate included.',
    pricePaise: 49900,
    mrpPaise: 69900,
    stock: 38,
    unit: '1 pc',
    image: { motif: 'mala', hue: 32 },
  },
  {
    slug: 'tulsi-japa-mala-108',
    name: 'Tulsi Japa Mala',
    category: 'rudraksha-malas',
    description:
      'A 108-bead japa mala of turned tulsi wood, 6 mm beads knotted between each bead, as used by Vaishnav devotees. Made in Vrindavan.',
    pricePaise: 24900,
    mrpPaise: 29900,
    stock: 110,
    unit: '108 beads',
    image: { motif: 'mala', hue: 95 },
  },
  {
    slug: 'tulsi-kanthi-mala-double',
    name: 'Tulsi Kanthi Mala (Double Round)',
    category: 'rudraksha-malas',
    description:
      'A close-fitting two-strand neck kanthi of small tulsi wood beads with a tie closure, worn daily by many Vaishnavs. Made in Vrindavan.',
    pricePaise: 14900,
    mrpPaise: 19900,
    stock: 85,
    unit: '1 pc',
    image: { motif: 'leaf', hue: 110 },
  },
  {
    slug: 'sphatik-mala-108-8mm',
    name: 'Sphatik (Quartz) Mala',
    category: 'rudraksha-malas',
    description:
      'A 108-bead mala of natural clear quartz, 8 mm beads. Small natural inclusions are normal and distinguish it from glass imitations.',
    pricePaise: 79900,
    mrpPaise: 99900,
    stock: 0,
    unit: '108 beads',
    image: { motif: 'mala', hue: 190 },
  },
  {
    slug: 'karungali-mala-108',
    name: 'Karungali (Ebony) Mala',
    category: 'rudraksha-malas',
    description:
      'A 108-bead mala of black ebony wood (karungali), 8 mm beads, popular in Tamil Nadu for japa and for wearing. The wood is dense and darkens further with use.',
    pricePaise: 69900,
    mrpPaise: 89900,
    stock: 32,
    unit: '108 beads',
    image: { motif: 'mala', hue: 260 },
  },
  {
    slug: 'chandan-mala-108',
    name: 'Chandan (Sandalwood) Mala',
    category: 'rudraksha-malas',
    description:
      'A 108-bead japa mala of light sandalwood, 8 mm beads, with a mild natural fragrance that fades over months of use.',
    pricePaise: 44900,
    mrpPaise: 59900,
    stock: 50,
    unit: '108 beads',
    image: { motif: 'mala', hue: 36 },
  },
  {
    slug: 'kamal-gatta-mala-108',
    name: 'Kamal Gatta (Lotus Seed) Mala',
    category: 'rudraksha-malas',
    description:
      'A 108-bead mala of dried lotus seeds, traditionally used for Lakshmi japa. Natural seeds vary in size from about 9 to 11 mm.',
    pricePaise: 34900,
    mrpPaise: 44900,
    stock: 40,
    unit: '108 beads',
    image: { motif: 'lotus', hue: 340 },
  },

  // Books and scriptures
  {
    slug: 'bhagavad-gita-tattva-vivechani-hindi',
    name: 'Shrimad Bhagavad Gita – Tattva Vivechani (Hindi)',
    category: 'books-scriptures',
    description:
      'Gita Press, Gorakhpur: every shloka in Sanskrit with a Hindi translation and the detailed commentary of Jayadayal Goyandka. Hardbound.',
    pricePaise: 25000,
    mrpPaise: 25000,
    stock: 60,
    unit: '1 book',
    image: { motif: 'book', hue: 5 },
  },
  {
    slug: 'bhagavad-gita-english-gita-press',
    name: 'Srimad Bhagavadgita (English)',
    category: 'books-scriptures',
    description:
      'Gita Press, Gorakhpur: Sanskrit text, Roman transliteration and English translation of all 700 shlokas. Hardbound, a good first Gita for English readers.',
    pricePaise: 18000,
    mrpPaise: 18000,
    stock: 45,
    unit: '1 book',
    image: { motif: 'book', hue: 215 },
  },
  {
    slug: 'ramcharitmanas-gita-press-hindi',
    name: 'Shri Ramcharitmanas (Hindi Tika)',
    category: 'books-scriptures',
    description:
      'Gita Press edition of Tulsidas’s Ramcharitmanas in large type, with the Awadhi original and a Hindi meaning under each chaupai. Hardbound.',
    pricePaise: 40000,
    mrpPaise: 40000,
    stock: 35,
    unit: '1 book',
    image: { motif: 'pothi', hue: 355 },
  },
  {
    slug: 'hanuman-chalisa-pocket-5',
    name: 'Hanuman Chalisa, Pocket Size (Pack of 5)',
    category: 'books-scriptures',
    description:
      'Five pocket booklets of the Hanuman Chalisa in Devanagari with the Bajrang Baan and aarti. Handy for daily reading and to give at a Sunderkand path.',
    pricePaise: 7500,
    mrpPaise: 7500,
    stock: 200,
    unit: '5 booklets',
    image: { motif: 'book', hue: 30 },
  },
  {
    slug: 'sunderkand-gita-press',
    name: 'Sunderkand (Hindi Meaning)',
    category: 'books-scriptures',
    description:
      'The Sunderkand from the Ramcharitmanas, Gita Press edition in large type with the Hindi meaning, sized for group path on Tuesdays and Saturdays.',
    pricePaise: 6000,
    mrpPaise: 6000,
    stock: 120,
    unit: '1 book',
    image: { motif: 'pothi', hue: 10 },
  },
  {
    slug: 'durga-saptashati-gita-press',
    name: 'Shri Durga Saptashati (Hindi Anuvad)',
    category: 'books-scriptures',
    description:
      'Gita Press edition of the 700 verses of the Durga Saptashati with the Sanskrit text, Hindi translation and the order of path for Navratri.',
    pricePaise: 15000,
    mrpPaise: 15000,
    stock: 70,
    unit: '1 book',
    image: { motif: 'book', hue: 345 },
  },
  {
    slug: 'vishnu-sahasranamam-english',
    name: 'Vishnu Sahasranamam (Sanskrit–English)',
    category: 'books-scriptures',
    description:
      'The thousand names of Vishnu from the Mahabharata in Devanagari, with transliteration and the English meaning of each name. Paperback.',
    pricePaise: 12000,
    mrpPaise: 14000,
    stock: 40,
    unit: '1 book',
    image: { motif: 'pothi', hue: 225 },
  },
  {
    slug: 'sankshipt-shiv-puran-gita-press',
    name: 'Sankshipt Shiv Puran (Hindi)',
    category: 'books-scriptures',
    description:
      'Gita Press abridged Shiv Purana in Hindi, retelling the main stories of Shiva with illustrations. Hardbound, about 1.2 kg.',
    pricePaise: 32000,
    mrpPaise: 32000,
    stock: 15,
    unit: '1 book',
    image: { motif: 'book', hue: 250 },
  },

  // Incense and dhoop
  {
    slug: 'sandalwood-agarbatti-12x10',
    name: 'Sandalwood Agarbatti',
    category: 'incense-dhoop',
    description:
      'Hand-rolled masala agarbatti with a mild sandalwood fragrance, made in Bengaluru. Ten packs of 12 sticks; each stick burns about 40 minutes.',
    pricePaise: 12000,
    mrpPaise: 15000,
    stock: 140,
    unit: '12 sticks × 10',
    image: { motif: 'incense', hue: 32 },
  },
  {
    slug: 'rose-agarbatti-12x10',
    name: 'Rose Agarbatti',
    category: 'incense-dhoop',
    description:
      'Masala agarbatti with a rose fragrance, hand-rolled on bamboo sticks. Ten packs of 12 sticks; each stick burns about 35 minutes.',
    pricePaise: 9900,
    mrpPaise: 12000,
    stock: 130,
    unit: '12 sticks × 10',
    image: { motif: 'incense', hue: 340 },
  },
  {
    slug: 'mogra-agarbatti-100g',
    name: 'Mogra Agarbatti',
    category: 'incense-dhoop',
    description:
      'Jasmine (mogra) agarbatti in a 100 g zipper pouch of about 90 sticks, so the fragrance keeps. Each stick burns about 35 minutes.',
    pricePaise: 8900,
    mrpPaise: 11000,
    stock: 95,
    unit: '100 g',
    image: { motif: 'incense', hue: 80 },
  },
  {
    slug: 'guggal-dhoop-cones-40',
    name: 'Guggal Dhoop Cones',
    category: 'incense-dhoop',
    description:
      'Forty dhoop cones of guggal resin, charcoal-free, with a small metal stand. A cone smoulders for about 15 minutes and gives thick, fragrant smoke.',
    pricePaise: 12900,
    mrpPaise: 15000,
    stock: 80,
    unit: '40 cones',
    image: { motif: 'dhoop', hue: 18 },
  },
  {
    slug: 'sambrani-cups-12',
    name: 'Cup Sambrani',
    category: 'incense-dhoop',
    description:
      'Twelve cup-shaped sambrani (benzoin dhoop) pieces that light without charcoal. Place on a heat-proof plate; each cup smokes for about 20 minutes.',
    pricePaise: 14900,
    mrpPaise: 17900,
    stock: 65,
    unit: '12 cups',
    image: { motif: 'bowl', hue: 270 },
  },
  {
    slug: 'loban-resin-100g',
    name: 'Loban (Benzoin Resin)',
    category: 'incense-dhoop',
    description:
      'Natural loban resin crystals in a 100 g jar. Burn a few pieces on a hot coal or in a dhoop dani for evening aarti.',
    pricePaise: 14900,
    mrpPaise: 18000,
    stock: 50,
    unit: '100 g',
    image: { motif: 'box', hue: 275 },
  },
  {
    slug: 'guggal-dhoop-sticks-20',
    name: 'Guggal Dhoop Batti',
    category: 'incense-dhoop',
    description:
      'Bambooless dhoop sticks made with guggal, cow ghee and herbs, in a box of 20. Each stick burns about 25 minutes.',
    pricePaise: 7900,
    mrpPaise: 9500,
    stock: 110,
    unit: '20 sticks',
    image: { motif: 'incense', hue: 12 },
  },
  {
    slug: 'brass-dhoop-dani',
    name: 'Brass Dhoop Dani with Handle',
    category: 'incense-dhoop',
    description:
      'A brass dhoop dani with a wooden-grip handle and a perforated lid, for burning loban, sambrani or havan samagri on coal and carrying it round during aarti.',
    pricePaise: 44900,
    mrpPaise: 54900,
    stock: 20,
    unit: '1 pc',
    image: { motif: 'dhoop', hue: 30 },
  },

  // Prasad and dry fruits
  {
    slug: 'dry-fruit-prasad-box-250g',
    name: 'Dry Fruit Prasad Box',
    category: 'prasad-dry-fruits',
    description:
      'Almonds, cashews, raisins and pistachios in a sealed gift box, packed for offering and sharing as prasad. Best before 6 months from packing.',
    pricePaise: 44900,
    mrpPaise: 54900,
    stock: 70,
    unit: '250 g',
    image: { motif: 'bowl', hue: 22 },
  },
  {
    slug: 'dry-fruit-gift-box-500g',
    name: 'Festive Dry Fruit Box',
    category: 'prasad-dry-fruits',
    description:
      'A 500 g box in four compartments of almonds, cashews, pistachios and figs (anjeer), for Diwali prasad and gifting. Best before 6 months from packing.',
    pricePaise: 99900,
    mrpPaise: 124900,
    stock: 26,
    unit: '500 g',
    image: { motif: 'box', hue: 350 },
  },
  {
    slug: 'panchmeva-250g',
    name: 'Panchmeva Prasad',
    category: 'prasad-dry-fruits',
    description:
      'A mix of five dry fruits (makhana, almonds, cashews, raisins and dried coconut) as offered on Janmashtami and in Satyanarayan katha. Ready to offer.',
    pricePaise: 39900,
    mrpPaise: 47900,
    stock: 55,
    unit: '250 g',
    image: { motif: 'bowl', hue: 60 },
  },
  {
    slug: 'makhana-200g',
    name: 'Makhana (Fox Nuts)',
    category: 'prasad-dry-fruits',
    description:
      'Large, hand-graded makhana from Mithila, Bihar, in a resealable pouch. Offered as phalahar prasad during vrat and roasted at home as a snack.',
    pricePaise: 34900,
    mrpPaise: 39900,
    stock: 90,
    unit: '200 g',
    image: { motif: 'box', hue: 45 },
  },
  {
    slug: 'mishri-dhaga-500g',
    name: 'Dhaga Mishri',
    category: 'prasad-dry-fruits',
    description:
      'Crystal sugar grown on cotton thread, the traditional mishri offered with makhan to Krishna and as bhog in temples.',
    pricePaise: 14900,
    mrpPaise: 17500,
    stock: 100,
    unit: '500 g',
    image: { motif: 'bowl', hue: 190 },
  },
  {
    slug: 'elaichi-dana-250g',
    name: 'Elaichi Dana',
    category: 'prasad-dry-fruits',
    description:
      'Sugar-coated cardamom seeds, a common dry prasad in temples of North India. Keeps well in a closed jar for months.',
    pricePaise: 12900,
    mrpPaise: 15000,
    stock: 85,
    unit: '250 g',
    image: { motif: 'box', hue: 120 },
  },
  {
    slug: 'kaju-kishmish-250g',
    name: 'Kaju Kishmish Prasad',
    category: 'prasad-dry-fruits',
    description:
      'Whole W320 cashews and green raisins mixed half and half, packed in a resealable pouch for bhog and distribution as prasad.',
    pricePaise: 29900,
    mrpPaise: 34900,
    stock: 60,
    unit: '250 g',
    image: { motif: 'bowl', hue: 75 },
  },
  {
    slug: 'batasha-250g',
    name: 'Batasha',
    category: 'prasad-dry-fruits',
    description:
      'Light sugar drops, a classic prasad in puja, Diwali Lakshmi puja and Satyanarayan katha. Store dry; they soften in humid air.',
    pricePaise: 8900,
    mrpPaise: 9900,
    stock: 40,
    unit: '250 g',
    image: { motif: 'thali', hue: 50 },
  },
];
