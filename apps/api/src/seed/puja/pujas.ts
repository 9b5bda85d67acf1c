/**
 * The demo puja and pitr catalogue, as plain data (no database code): what is done, where, by
 * whom, and what the devotee receives. No promised results: benefits are phrased as traditional
 * belief.
 *
 * Money: pricePaise is INR in integer paise, GST included (₹1,101 = 110100). priceUsdCents is the
 * NRI price in US cents, about INR / 80 rounded up to a .99, never below $11 (PayPal cannot take
 * INR, DOMAIN.md). Price levels follow Indian online-puja services (DevPunya tiers in DOMAIN.md)
 * moved to late 2026; pitr prices sit inside DOMAIN.md's ranges (Kashi pind daan ₹5,000–25,000,
 * Gaya e-pinddaan ₹20,425 in 2022).
 *
 * Packages: `persons` is how many names the sankalp takes (individual 1, couple 2, family 6,
 * group 10): the devotees' names for a puja, the departed ancestors' names for a pitr ritual
 * (the booking is refused with more).
 *
 * Dates: weekday rules use 0 = Sunday; everyDays counts from 2026-01-01
 * (modules/puja/schedule.ts).
 * - Purnima dates (Satyanarayan) and Pitru Paksha 2027 were computed, not copied from a
 *   panchang: geocentric Sun–Moon elongation (astronomy-engine) with the tithi at sunrise in
 *   Varanasi (IST). Pitru Paksha 2027 comes out as Bhadrapada Purnima 15 September, Pratipada
 *   16 September, and Sarva Pitru Amavasya on 29 September (Amavasya runs 29 Sep 10:56 to
 *   30 Sep 08:06 IST, so it covers the afternoon of the 29th, when shraddh is done). Published
 *   panchangs may put a Purnima vrat one day earlier; check against Drik Panchang before use.
 *
 * Sources: temple names, places and ritual outlines are general knowledge; Gaya's renaming to
 * Gaya Ji (Bihar cabinet, 16 May 2025) from PTI reports; prices from DOMAIN.md, adjusted.
 */
import type { PujaKind, PujaPackageCode } from '@seva/contracts';
import type { MotifImage } from '../art/motif-image.js';
import type { PujaSchedule } from '../../modules/puja/service.js';

/** When the prices below were set, so a seeded catalogue can be labelled with its date. */
export const PRICES_AS_OF = '2026-11';

export interface CataloguePujaPackage {
  code: PujaPackageCode;
  name: string;
  /** Devotee names the sankalp takes: individual 1, couple 2, family 6, group 10. */
  persons: number;
  /** INR in paise, GST included. */
  pricePaise: number;
  /** USD in cents, for devotees paying from abroad. */
  priceUsdCents: number;
}

export interface CataloguePuja {
  slug: string;
  name: string;
  kind: PujaKind;
  deity: string;
  temple: string;
  city: string;
  state: string;
  /** 80–160 words: what is done, where, by whom. */
  description: string;
  /** 3–5 lines, each phrased as traditional belief. */
  benefits: string[];
  /** 2–4 packages, prices rising with persons. */
  packages: CataloguePujaPackage[];
  schedule: PujaSchedule;
  /** What the devotee receives, with time limits. */
  deliverables: string[];
  /** What the picture shows (seed/art): the deity or ritual and the background hue (0–359). */
  image: MotifImage;
}

/** Purnima dates Dec 2026 – Jun 2027 (tithi at sunrise, IST; see the note above). */
const PURNIMAS_2026_27 = [
  '2026-12-24',
  '2027-01-22',
  '2027-02-20',
  '2027-03-22',
  '2027-04-20',
  '2027-05-20',
  '2027-06-18',
];

const SANKALP_VIDEO = 'Video of the sankalp with your names and gotra (Kashyap if unknown) within 3 days';
const PRASAD_BOX = 'Prasad box by India Post / courier with tracking, after a pincode check (India only)';

export const CATALOGUE_PUJAS: CataloguePuja[] = [
  {
    slug: 'rudrabhishek-kashi-vishwanath',
    name: 'Rudrabhishek at Kashi Vishwanath',
    kind: 'puja',
    deity: 'Lord Shiva (Vishwanath)',
    temple: 'Shri Kashi Vishwanath Temple',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    description:
      'Rudrabhishek is the abhishek, or ritual bathing, of the Shiva linga while the Rudrashtadhyayi of the Shukla Yajurveda is recited. Every Monday a Vedic pandit in the Kashi Vishwanath Dham complex in Varanasi takes the sankalp with each devotee’s name and gotra, then bathes the linga in turn with Ganga water, milk, curd, ghee, honey and sugarcane juice, and offers bel leaves, dhatura and sandalwood paste. The ritual takes about ninety minutes and ends with an aarti. The sankalps of all devotees booked for the day are taken together in one sitting, and every name is read out on the recording. Devotees who cannot be present receive the video and, within India, a prasad box.',
    benefits: [
      'Traditionally performed on Mondays and in the month of Shravan for the blessings of Lord Shiva',
      'Traditionally offered for peace at home and the good health of the family',
      'Believed in tradition to ease the effects of difficult planetary periods',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 110100, priceUsdCents: 1399 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 150100, priceUsdCents: 1899 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 250100, priceUsdCents: 3199 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 410100, priceUsdCents: 5199 },
    ],
    schedule: { weekday: 1 },
    deliverables: [
      SANKALP_VIDEO,
      'Recording of the abhishek and aarti within 3 days',
      'Prasad box with vibhuti, mishri and a raksha sutra; by India Post / courier with tracking (India only)',
    ],
    image: { motif: 'shivling', hue: 210 },
  },
  {
    slug: 'mahamrityunjaya-jaap-mahakaleshwar',
    name: 'Mahamrityunjaya Jaap at Mahakaleshwar',
    kind: 'puja',
    deity: 'Lord Shiva (Mahakal)',
    temple: 'Shri Mahakaleshwar Jyotirlinga',
    city: 'Ujjain',
    state: 'Madhya Pradesh',
    description:
      'The Mahamrityunjaya mantra of the Rigveda (7.59.12) is chanted 11,000 times over the day by a team of five pandits in Ujjain, near the Shri Mahakaleshwar Jyotirlinga, one of the twelve jyotirlingas. The pandits first take the sankalp with the devotees’ names and gotras, keep count of the jaap on rudraksha malas, and close with a havan of 1,100 offerings, the customary tenth of the jaap, followed by an aarti. This is a shared ritual: everyone booked for the day is included in one sankalp and named individually. It is a prayer, not a treatment, and is usually offered alongside medical care. Devotees receive recordings of the sankalp and the havan and, within India, a prasad box.',
    benefits: [
      'Traditionally chanted for the health and long life of a family member',
      'Traditionally offered during an illness or recovery, alongside medical care',
      'Believed in tradition to calm fear and bring peace of mind',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 150100, priceUsdCents: 1899 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 210100, priceUsdCents: 2699 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 350100, priceUsdCents: 4399 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 510100, priceUsdCents: 6399 },
    ],
    schedule: { everyDays: 2 },
    deliverables: [
      SANKALP_VIDEO,
      'Recording of the havan and aarti within 3 days',
      'Prasad box with bhasma, a rudraksha bead and mishri; by India Post / courier with tracking (India only)',
    ],
    image: { motif: 'mahakal', hue: 30 },
  },
  {
    slug: 'kaal-sarp-dosh-trimbakeshwar',
    name: 'Kaal Sarp Dosh Nivaran Puja at Trimbakeshwar',
    kind: 'puja',
    deity: 'Lord Shiva (Trimbakeshwar)',
    temple: 'Shri Trimbakeshwar Jyotirlinga',
    city: 'Trimbak, Nashik',
    state: 'Maharashtra',
    description:
      'Trimbakeshwar, near the source of the Godavari in the Brahmagiri hills of Nashik district, is the place most associated with the Kaal Sarp Dosh puja, which astrologers suggest when all seven planets fall between Rahu and Ketu in a birth chart. The puja is performed by a Tamrapatradhari purohit, one of the hereditary priests of Trimbak, in his puja hall near the temple, not inside the sanctum. It takes about three hours: Ganesh and Navagraha puja, worship of small silver naga images standing for Rahu and Ketu, a havan, and the offering of the images. Many families attend in person; for those who cannot, the purohit takes the sankalp with the names, gotra and birth details given at booking.',
    benefits: [
      'Traditionally performed when a birth chart shows Kaal Sarp yoga',
      'Traditionally sought when work or marriage meets repeated obstacles',
      'Believed in tradition to pacify the influence of Rahu and Ketu',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 210100, priceUsdCents: 2699 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 250100, priceUsdCents: 3199 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 350100, priceUsdCents: 4399 },
    ],
    schedule: { everyDays: 3 },
    deliverables: [
      'Video of the sankalp with your names, gotra and birth details within 3 days',
      'Recording of the Rahu–Ketu puja and havan within 3 days',
      PRASAD_BOX,
    ],
    image: { motif: 'naga', hue: 160 },
  },
  {
    slug: 'baglamukhi-puja-nalkheda',
    name: 'Baglamukhi Puja at Nalkheda',
    kind: 'puja',
    deity: 'Maa Baglamukhi',
    temple: 'Maa Baglamukhi Temple',
    city: 'Nalkheda',
    state: 'Madhya Pradesh',
    description:
      'The Maa Baglamukhi Temple at Nalkheda, in Agar Malwa district, stands on the bank of the Lakhundar river and is one of the best-known shrines of Baglamukhi, the eighth of the ten Mahavidyas. Yellow is the goddess’s colour, so the puja uses yellow flowers, turmeric, yellow mustard and chana dal. On Thursdays a pandit at the temple takes the sankalp with the devotees’ names and gotras, chants the Baglamukhi mantra on a turmeric mala, and performs a havan with yellow mustard and ghee. The ritual takes about two hours and ends with an aarti. Devotees receive recordings of the sankalp and the havan and, within India, a prasad box with turmeric and a yellow raksha sutra.',
    benefits: [
      'Traditionally performed by those facing disputes or court cases',
      'Traditionally sought for protection from ill will and for courage',
      'Believed in tradition to help in competitive examinations',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 125100, priceUsdCents: 1599 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 175100, priceUsdCents: 2199 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 275100, priceUsdCents: 3499 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 450100, priceUsdCents: 5699 },
    ],
    schedule: { weekday: 4 },
    deliverables: [SANKALP_VIDEO, 'Recording of the havan within 3 days', PRASAD_BOX],
    image: { motif: 'havan', hue: 50 },
  },
  {
    slug: 'navagraha-shanti-suryanar-kovil',
    name: 'Navagraha Shanti Puja at Suryanar Kovil',
    kind: 'puja',
    deity: 'The Navagrahas (Surya and the eight other planets)',
    temple: 'Suryanar Kovil',
    city: 'Kumbakonam',
    state: 'Tamil Nadu',
    description:
      'Suryanar Kovil, about fifteen kilometres from Kumbakonam in Thanjavur district, is the Surya temple among the nine Navagraha temples of the Kaveri delta. Built under the Cholas around the eleventh century, it has shrines for all nine planetary deities in one complex. On Sundays a priest performs the Navagraha Shanti: the sankalp with the devotees’ names, gotras and birth stars, an archana to each of the nine grahas with its own grain and cloth colour, and a homam with the nine samidhs, the sacred woods traditionally linked to each planet. The ritual takes about two hours. Devotees receive recordings of the sankalp and the homam and, within India, a prasad box with kumkum and vibhuti.',
    benefits: [
      'Traditionally performed at the start of a difficult dasha or during Shani’s Sade Sati',
      'Traditionally sought to balance the influences of the nine planets in a birth chart',
      'Often offered before a marriage, a new business or a move to a new home',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 150100, priceUsdCents: 1899 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 210100, priceUsdCents: 2699 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 310100, priceUsdCents: 3899 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 510100, priceUsdCents: 6399 },
    ],
    schedule: { weekday: 0 },
    deliverables: [
      'Video of the sankalp with your names, gotra and birth star within 3 days',
      'Recording of the homam within 3 days',
      PRASAD_BOX,
    ],
    image: { motif: 'navagraha', hue: 35 },
  },
  {
    slug: 'satyanarayan-katha-annavaram',
    name: 'Satyanarayan Katha and Vratam at Annavaram',
    kind: 'puja',
    deity: 'Lord Satyanarayan (Vishnu)',
    temple: 'Sri Veera Venkata Satyanarayana Swamy Temple',
    city: 'Annavaram',
    state: 'Andhra Pradesh',
    description:
      'The hilltop temple of Sri Veera Venkata Satyanarayana Swamy on Ratnagiri at Annavaram, in Kakinada district, is known across the Telugu states for the Satyanarayana Vratam, which families perform there after weddings, at housewarmings and on Purnima. On each Purnima a priest performs the vratam for the devotees booked that day: the sankalp with names and gotras, Ganesh and Navagraha puja, the worship of Lord Satyanarayan in a kalash, the reading of the five chapters of the katha from the Skanda Purana, and the aarti. The ritual takes about two hours. The temple’s fresh prasadam does not travel, so the box sent within India carries dry prasad, kumkum and a picture of the deity.',
    benefits: [
      'Traditionally performed on Purnima, at housewarmings and after weddings',
      'Traditionally offered in thanks when a wish or vow has been fulfilled',
      'Believed in tradition to bring harmony and well-being to the household',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 110100, priceUsdCents: 1399 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 150100, priceUsdCents: 1899 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 250100, priceUsdCents: 3199 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 360100, priceUsdCents: 4599 },
    ],
    schedule: { fixedDates: PURNIMAS_2026_27 },
    deliverables: [SANKALP_VIDEO, 'Recording of the katha and aarti within 3 days', PRASAD_BOX],
    image: { motif: 'kalash', hue: 45 },
  },
  {
    slug: 'lakshmi-puja-mahalaxmi-mumbai',
    name: 'Lakshmi Puja at Mahalaxmi Temple, Mumbai',
    kind: 'puja',
    deity: 'Goddess Mahalakshmi',
    temple: 'Shri Mahalakshmi Temple',
    city: 'Mumbai',
    state: 'Maharashtra',
    description:
      'Shri Mahalakshmi Temple stands by the sea on Bhulabhai Desai Road in south Mumbai and enshrines Mahalakshmi together with Mahakali and Mahasaraswati; the present temple dates from the late eighteenth century. On Fridays a pandit takes the sankalp with the devotees’ names and gotras and performs a Lakshmi puja on their behalf: recitation of the Shri Suktam, a kumkum archana with the 108 names of Lakshmi, offerings of lotus flowers, kheer and coins, and an aarti. The puja takes about an hour. Devotees receive a recording of the sankalp and the archana and, within India, a prasad box with kumkum, a lotus-seed mala bead and mishri.',
    benefits: [
      'Traditionally performed on Fridays and at Diwali for the prosperity of the household',
      'Traditionally offered before starting a business or a new financial year',
      'Believed in tradition to bring stability to the family’s finances',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 95100, priceUsdCents: 1199 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 135100, priceUsdCents: 1699 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 225100, priceUsdCents: 2899 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 360100, priceUsdCents: 4599 },
    ],
    schedule: { weekday: 5 },
    deliverables: [SANKALP_VIDEO, 'Recording of the archana and aarti within 3 days', PRASAD_BOX],
    image: { motif: 'lakshmi', hue: 330 },
  },
  {
    slug: 'hanuman-chalisa-path-sankat-mochan',
    name: 'Hanuman Chalisa Path at Sankat Mochan',
    kind: 'puja',
    deity: 'Lord Hanuman',
    temple: 'Sankat Mochan Hanuman Temple',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    description:
      'The Sankat Mochan Hanuman Temple in south Varanasi, near the Banaras Hindu University, is traditionally said to have been founded by Goswami Tulsidas, the poet of the Ramcharitmanas to whom the Hanuman Chalisa is attributed. On Tuesdays a group of pandits in Varanasi takes the sankalp with the devotees’ names and gotras and recites the Hanuman Chalisa 108 times in relay, then offers sindoor, jasmine oil and besan laddoo, the temple’s customary prasad, and closes with the aarti. The path takes about three hours. Devotees receive a recording of the sankalp and the closing aarti and, within India, a prasad box with sindoor and dry prasad.',
    benefits: [
      'Traditionally recited on Tuesdays and Saturdays for courage and protection',
      'Traditionally performed before examinations, journeys or new work',
      'Believed in tradition to ease hardship during Shani’s Sade Sati',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 85100, priceUsdCents: 1100 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 115100, priceUsdCents: 1499 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 195100, priceUsdCents: 2499 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 310100, priceUsdCents: 3899 },
    ],
    schedule: { weekday: 2 },
    deliverables: [SANKALP_VIDEO, 'Recording of the closing path and aarti within 3 days', PRASAD_BOX],
    image: { motif: 'hanuman', hue: 20 },
  },
  {
    slug: 'ganesh-puja-siddhivinayak',
    name: 'Ganesh Puja at Siddhivinayak',
    kind: 'puja',
    deity: 'Lord Ganesh (Siddhivinayak)',
    temple: 'Shree Siddhivinayak Ganapati Temple',
    city: 'Mumbai',
    state: 'Maharashtra',
    description:
      'Shree Siddhivinayak Temple at Prabhadevi in Mumbai was first built in 1801 and houses a black-stone Ganesh with his trunk turned to the right, a form held in particular reverence. Tuesday is the temple’s busiest day. On Tuesdays a pandit takes the sankalp with the devotees’ names and gotras and performs a Ganesh puja on their behalf: recitation of the Ganapati Atharvashirsha, offerings of twenty-one bundles of durva grass, red flowers and modak, and an aarti. The puja takes about an hour. Devotees receive a recording of the sankalp and the puja and, within India, a prasad box with dry modak, kumkum and a raksha sutra.',
    benefits: [
      'Traditionally performed before a new venture, an examination or a journey',
      'Traditionally offered on Tuesdays and on Sankashti Chaturthi',
      'Believed in tradition to remove obstacles and bless new beginnings',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 90100, priceUsdCents: 1199 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 125100, priceUsdCents: 1599 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 210100, priceUsdCents: 2699 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 350100, priceUsdCents: 4399 },
    ],
    schedule: { weekday: 2 },
    deliverables: [SANKALP_VIDEO, 'Recording of the puja and aarti within 3 days', PRASAD_BOX],
    image: { motif: 'ganesh', hue: 12 },
  },
  {
    slug: 'durga-saptashati-path-vindhyavasini',
    name: 'Durga Saptashati Path at Vindhyavasini',
    kind: 'puja',
    deity: 'Maa Vindhyavasini (Durga)',
    temple: 'Maa Vindhyavasini Temple',
    city: 'Vindhyachal, Mirzapur',
    state: 'Uttar Pradesh',
    description:
      'The Maa Vindhyavasini Temple at Vindhyachal, on the Ganga in Mirzapur district, is among the most visited Shakti shrines of north India; with the nearby Ashtabhuja and Kali Khoh temples it forms the Trikon parikrama. The Durga Saptashati, or Devi Mahatmya, is seven hundred verses in thirteen chapters from the Markandeya Purana. On Fridays two pandits take the sankalp with the devotees’ names and gotras and recite it in full, with the Kavach, Argala and Kilak before it and the Siddha Kunjika Stotram after. A havan and an aarti close the path, which takes about four hours. Devotees receive recordings of the sankalp and the havan and, within India, a prasad box with sindoor and a red chunri.',
    benefits: [
      'Traditionally recited during Navratri, on Fridays and on Ashtami',
      'Traditionally performed for the protection of the family and freedom from fear',
      'Believed in tradition to give strength in times of hardship',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 135100, priceUsdCents: 1699 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 185100, priceUsdCents: 2399 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 295100, priceUsdCents: 3699 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 475100, priceUsdCents: 5999 },
    ],
    schedule: { weekday: 5 },
    deliverables: [SANKALP_VIDEO, 'Recording of the havan and aarti within 3 days', PRASAD_BOX],
    image: { motif: 'durga', hue: 350 },
  },
  {
    slug: 'mangal-dosh-bhat-puja-mangalnath',
    name: 'Mangal Dosh Bhat Puja at Mangalnath',
    kind: 'puja',
    deity: 'Mangal (Mars), worshipped as a Shiva linga',
    temple: 'Mangalnath Temple',
    city: 'Ujjain',
    state: 'Madhya Pradesh',
    description:
      'The Mangalnath Temple stands on a rise above the Shipra in Ujjain and is held by tradition to be the birthplace of Mangal, the planet Mars, who is worshipped here in the form of a Shiva linga. The temple is known for the bhat puja, done for people whose birth chart shows Mangal dosh. On Tuesdays a pandit takes the sankalp with the devotees’ names, gotras and birth details, covers the linga with cooked rice, an offering meant to cool Mangal’s fiery nature, then offers red flowers, red sandalwood and masoor dal, and closes with an aarti. The puja takes about ninety minutes. Devotees receive a recording of the sankalp and the puja and, within India, a prasad box.',
    benefits: [
      'Traditionally performed when a birth chart shows Mangal (Manglik) dosh, often before marriage',
      'Traditionally sought when finding a match is delayed',
      'Believed in tradition to calm anger and quarrels in the family',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 125100, priceUsdCents: 1599 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 175100, priceUsdCents: 2199 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 275100, priceUsdCents: 3499 },
    ],
    schedule: { weekday: 2 },
    deliverables: [
      'Video of the sankalp with your names, gotra and birth details within 3 days',
      'Recording of the bhat puja and aarti within 3 days',
      PRASAD_BOX,
    ],
    image: { motif: 'shivling', hue: 5 },
  },
  {
    slug: 'shani-shanti-puja-shani-shingnapur',
    name: 'Shani Shanti Puja at Shani Shingnapur',
    kind: 'puja',
    deity: 'Lord Shani',
    temple: 'Shri Shanidev Temple, Shani Shingnapur',
    city: 'Shani Shingnapur',
    state: 'Maharashtra',
    description:
      'At Shani Shingnapur, a village in Ahilyanagar (formerly Ahmednagar) district, Shani is worshipped as a black stone about five and a half feet high on an open platform with no roof over it, and the village is known for its tradition of houses without locked doors. On Saturdays a local pandit takes the sankalp with the devotees’ names and gotras, offers a mustard-oil abhishek to the stone on their behalf, recites the Shani Stotra attributed to King Dashrath and the Shani mantra 108 times, and offers black sesame, black urad and a dark cloth. The puja takes about an hour. Devotees receive a recording of the sankalp and the abhishek and, within India, a prasad box.',
    benefits: [
      'Traditionally performed during Shani’s Sade Sati or Dhaiya',
      'Traditionally offered on Saturdays and on Shani Amavasya',
      'Believed in tradition to ease delays and hardships attributed to Shani',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 95100, priceUsdCents: 1199 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 135100, priceUsdCents: 1699 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 225100, priceUsdCents: 2899 },
      { code: 'group', name: 'Group (up to 10)', persons: 10, pricePaise: 360100, priceUsdCents: 4599 },
    ],
    schedule: { weekday: 6 },
    deliverables: [SANKALP_VIDEO, 'Recording of the oil abhishek and aarti within 3 days', PRASAD_BOX],
    image: { motif: 'shani', hue: 230 },
  },
  {
    slug: 'rahu-ketu-puja-srikalahasti',
    name: 'Rahu Ketu Sarpa Dosha Puja at Srikalahasti',
    kind: 'puja',
    deity: 'Lord Shiva (Srikalahasteeswara, the Vayu linga)',
    temple: 'Sri Kalahasteeswara Swamy Temple',
    city: 'Srikalahasti',
    state: 'Andhra Pradesh',
    description:
      'The Sri Kalahasteeswara Swamy Temple at Srikalahasti, on the Swarnamukhi river in Tirupati district, enshrines the Vayu linga, the element of air among the five Pancha Bhuta sthalas, and is the best-known place in South India for the Rahu–Ketu sarpa dosha puja. The puja is held in batches through the day in a mandapam of the temple. A priest takes the sankalp with the devotees’ names, gotras and birth stars, and worships a pair of small metal naga images standing for Rahu and Ketu with kumkum, flowers and mantras; the images are left at the temple afterwards. The puja takes about an hour. Devotees receive a recording of the sankalp and the puja and, within India, a prasad box.',
    benefits: [
      'Traditionally performed when a birth chart shows sarpa dosha or Kaal Sarp yoga',
      'Traditionally performed during a Rahu or Ketu dasha, and around eclipses',
      'Believed in tradition to ease delays in marriage',
    ],
    packages: [
      { code: 'individual', name: 'Individual', persons: 1, pricePaise: 150100, priceUsdCents: 1899 },
      { code: 'couple', name: 'Couple', persons: 2, pricePaise: 200100, priceUsdCents: 2599 },
      { code: 'family', name: 'Family (up to 6)', persons: 6, pricePaise: 310100, priceUsdCents: 3899 },
    ],
    schedule: { everyDays: 1 },
    deliverables: [
      'Video of the sankalp with your names, gotra and birth star within 3 days',
      'Recording of the Rahu–Ketu puja within 3 days',
      PRASAD_BOX,
    ],
    image: { motif: 'naga', hue: 280 },
  },

  // Pitr rituals: fixed dates inside Pitru Paksha 2027 (15–29 September, computed; see above).
  {
    slug: 'pind-daan-gaya-vishnupad',
    name: 'Pind Daan at Vishnupad Temple, Gaya Ji',
    kind: 'pitr',
    deity: 'Lord Vishnu (Gadadhar)',
    temple: 'Vishnupad Temple',
    city: 'Gaya Ji',
    state: 'Bihar',
    description:
      'Gaya, renamed Gaya Ji in 2025, is the foremost place in Hindu tradition for pind daan, the offering of rice balls (pinds) to the ancestors. During Pitru Paksha a Gayawal pandit, one of the hereditary tirth purohits of Gaya, performs the shraddh for the family: the sankalp with the devotee’s name, gotra and the names of the departed, tarpan with water and black sesame on the bank of the Falgu river, pind daan at the Vishnupad Temple, where a footprint of Vishnu is set in basalt, and a last offering under the Akshayvat. Brahmin bhojan and dakshina are included. The rites take about five hours. By custom a family member performs them in person; when that is not possible, the pandit performs them on the family’s behalf, as Bihar Tourism’s own e-pinddaan service does.',
    benefits: [
      'Traditionally performed for the peace and liberation (moksha) of departed ancestors',
      'Traditionally done during Pitru Paksha, when offerings to ancestors are held most fruitful',
      'Believed in tradition to relieve pitr dosh in a family',
    ],
    packages: [
      { code: 'individual', name: 'One ancestral line', persons: 1, pricePaise: 710000, priceUsdCents: 8899 },
      { code: 'couple', name: 'Couple, both family lines', persons: 2, pricePaise: 1100000, priceUsdCents: 13799 },
      { code: 'family', name: 'Family (up to 6 names)', persons: 6, pricePaise: 2100000, priceUsdCents: 26299 },
    ],
    schedule: { fixedDates: ['2027-09-16', '2027-09-19', '2027-09-22', '2027-09-25', '2027-09-29'] },
    deliverables: [
      'Video of the sankalp naming you, your gotra and your ancestors within 2 days',
      'Photographs at the Falgu, the Vishnupad Temple and the Akshayvat within 2 days',
      'Written record of the rites from the Gayawal pandit, as a PDF',
      'No prasad is posted: by custom the pinds go to the river and to cows',
    ],
    image: { motif: 'charan', hue: 28 },
  },
  {
    slug: 'tripindi-shraddh-pishach-mochan-kashi',
    name: 'Tripindi Shraddh at Pishach Mochan, Varanasi',
    kind: 'pitr',
    deity: 'Brahma, Vishnu and Mahesh',
    temple: 'Pishach Mochan Kund',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    description:
      'Tripindi Shraddh is offered for ancestors, known or unknown, whose shraddh may have been missed over the years. In Kashi it is traditionally performed at Pishach Mochan Kund, an old sacred tank in Varanasi that draws large crowds during Pitru Paksha. A Kashi pandit takes the sankalp with the devotee’s name, gotra and the names of the departed, invokes Brahma, Vishnu and Mahesh, offers three pinds of barley, rice and black sesame, and performs tarpan with water, kusha grass and sesame. Brahmin bhojan and dakshina are included. The rites take about three hours. By custom a family member performs them in person; when that is not possible, the pandit performs them on the family’s behalf.',
    benefits: [
      'Traditionally performed when the shraddh of ancestors has been missed for some years',
      'Traditionally done for the peace of ancestors whose death dates are not known',
      'Believed in tradition to relieve pitr dosh in a family',
    ],
    packages: [
      { code: 'individual', name: 'One ancestral line', persons: 1, pricePaise: 510000, priceUsdCents: 6399 },
      { code: 'couple', name: 'Couple, both family lines', persons: 2, pricePaise: 710000, priceUsdCents: 8899 },
      { code: 'family', name: 'Family (up to 6 names)', persons: 6, pricePaise: 1100000, priceUsdCents: 13799 },
    ],
    schedule: { fixedDates: ['2027-09-17', '2027-09-20', '2027-09-23', '2027-09-26', '2027-09-29'] },
    deliverables: [
      'Video of the sankalp naming you, your gotra and your ancestors within 2 days',
      'Photographs of the pind daan and tarpan within 2 days',
      'No prasad is posted: by custom the pinds go to the water and to cows',
    ],
    image: { motif: 'pinda', hue: 260 },
  },
  {
    slug: 'pind-daan-tarpan-kushavarta-haridwar',
    name: 'Pind Daan and Tarpan at Kushavarta Ghat, Haridwar',
    kind: 'pitr',
    deity: 'Maa Ganga',
    temple: 'Kushavarta Ghat',
    city: 'Haridwar',
    state: 'Uttarakhand',
    description:
      'Kushavarta Ghat, a short walk downstream from Har Ki Pauri in Haridwar, is the traditional ghat for shraddh and pind daan on the Ganga. Haridwar’s pandas also keep handwritten genealogy registers of the families who come to them, some going back many generations. During Pitru Paksha a Haridwar pandit takes the sankalp with the devotee’s name, gotra and the names of the departed, performs tarpan with Ganga water, kusha grass and black sesame, offers pinds of rice, barley flour and sesame, and releases them into the river, followed by a gau daan offering and dakshina. The rites take about two hours. Devotees receive the recordings and, within India, a sealed bottle of Ganga jal.',
    benefits: [
      'Traditionally performed on the Ganga for the peace of departed ancestors',
      'Traditionally done on the tithi of an ancestor’s death during Pitru Paksha',
      'Believed in tradition to bring the blessings of the ancestors to the family',
    ],
    packages: [
      { code: 'individual', name: 'One ancestral line', persons: 1, pricePaise: 310000, priceUsdCents: 3899 },
      { code: 'couple', name: 'Couple, both family lines', persons: 2, pricePaise: 510000, priceUsdCents: 6399 },
      { code: 'family', name: 'Family (up to 6 names)', persons: 6, pricePaise: 810000, priceUsdCents: 10199 },
    ],
    schedule: {
      fixedDates: ['2027-09-16', '2027-09-18', '2027-09-21', '2027-09-24', '2027-09-27', '2027-09-29'],
    },
    deliverables: [
      'Video of the sankalp naming you, your gotra and your ancestors within 2 days',
      'Recording of the tarpan and the pinds released into the Ganga within 2 days',
      'Sealed bottle of Ganga jal from Haridwar by courier with tracking (India only)',
    ],
    image: { motif: 'ghats', hue: 190 },
  },
];
