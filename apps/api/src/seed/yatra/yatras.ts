/**
 * The demo yatra (pilgrimage tour) catalogue, as plain data (no database code): a day-by-day
 * itinerary, every inclusion and exclusion up front, prices by occupancy and fixed departures
 * with a seat limit (DOMAIN.md, Yatra).
 *
 * Money: integer paise per person, 5 % GST included. doublePaise is per adult sharing a double
 * room, triplePaise per adult in a triple room, singlePaise for an adult alone in a room,
 * childPaise for a child of 5–11 years sharing the parents' bed (no extra bed). Price levels
 * follow IRCTC Tourism's published packages (DOMAIN.md, 2023) moved to late 2026 road-trip rates.
 *
 * Days and nights: nights = days − 1; the last day has no night's stay (overnight TOUR_ENDS).
 *
 * Seasons for the 2027 departures:
 * - Uttarakhand dhams open around Akshaya Tritiya (about 8–9 May 2027, computed) and Kedarnath,
 *   Yamunotri and Gangotri close around Diwali (29 October 2027, computed; Bhai Dooj 31 October),
 *   so Himalayan trips run mid-May to June and September to mid-October, skipping the
 *   July–August monsoon when landslides close the roads. Opening dates are announced each year.
 * - Vaishno Devi is open all year; departures skip Navratri crowds and the monsoon.
 * - Plains trips run in the cooler months; Puri skips the Anasara weeks before Rath Yatra, when
 *   Jagannath darshan is closed; the Jyotirlinga departures are Wednesdays so the Ellora visit
 *   (day 5) never falls on a Tuesday, when the caves are closed.
 *
 * Sources: places, distances and temple rules are general knowledge; the registration portal
 * (registrationandtouristcare.uk.gov.in) from Uttarakhand Tourism notices quoted in the press;
 * prices from DOMAIN.md (IRCTC Tourism), adjusted. The cancellation policy is the module's
 * (modules/yatra/cancellation.ts).
 */
import type { MotifImage } from '../art/motif-image.js';

/** When the prices below were set, so a seeded catalogue can be labelled with its date. */
export const PRICES_AS_OF = '2026-11';

/** What the last day says instead of an overnight stop. */
export const TOUR_ENDS = 'Tour ends';

export interface YatraDay {
  /** 1-based. */
  day: number;
  title: string;
  /** 1–3 sentences. */
  details: string;
  /** Where the night is spent; TOUR_ENDS on the last day. */
  overnight: string;
}

export interface CatalogueYatra {
  slug: string;
  name: string;
  region: string;
  startCity: string;
  endCity: string;
  days: number;
  /** days − 1. */
  nights: number;
  /** 80–160 words. */
  description: string;
  /** Exactly `days` entries, day 1..days. */
  itinerary: YatraDay[];
  inclusions: string[];
  /** Every exclusion, listed up front. */
  exclusions: string[];
  /** Per person in paise, GST included; single ≥ double ≥ triple ≥ child. */
  pricing: { doublePaise: number; singlePaise: number; triplePaise: number; childPaise: number };
  /** Fixed group departures: first day of the tour (YYYY-MM-DD, India) and seats offered. */
  departures: { startDate: string; seats: number }[];
  /** What the picture shows (seed/art): the destination's landmark and the background hue (0–359). */
  image: MotifImage;
}

const INSURANCE = 'Travel and medical insurance';
const PERSONAL = 'Personal expenses: porters, laundry, phone calls, tips for the driver and tour manager';
const NOT_LISTED = 'Anything not listed under inclusions';
const VIP_DARSHAN = 'VIP, special or paid darshan and puja fees at the temples';
const GST = 'GST at 5 % (included in the price)';
const HIMALAYAN_WEATHER =
  'Extra nights, meals or transport caused by landslides, road closures, weather or temple crowd control';
const UK_REGISTRATION =
  'Help with the free, mandatory Uttarakhand pilgrim registration at registrationandtouristcare.uk.gov.in (Aadhaar or passport needed)';

export const CATALOGUE_YATRAS: CatalogueYatra[] = [
  {
    slug: 'char-dham-yatra-haridwar-12-days',
    name: 'Char Dham Yatra by Road from Haridwar',
    region: 'Garhwal Himalaya, Uttarakhand',
    startCity: 'Haridwar',
    endCity: 'Haridwar',
    days: 12,
    nights: 11,
    description:
      'The four Himalayan dhams of Uttarakhand in the traditional order, west to east: Yamunotri, the source of the Yamuna; Gangotri, on the Bhagirathi; Kedarnath, one of the twelve jyotirlingas; and Badrinath, on the Alaknanda. The group travels by tempo traveller with a tour manager from Haridwar and back, staying in standard hotels and, at Kedarnath, in basic tented or lodge rooms. Two days involve long treks: about 6 km each way at Yamunotri and about 16 km each way at Kedarnath, at altitudes up to 3,580 m. Ponies, palkis and helicopter seats can be hired but are not included. Travellers over 50 or with heart or lung conditions should see a doctor before booking. Mountain roads close without warning in bad weather, so a day can change.',
    itinerary: [
      {
        day: 1,
        title: 'Arrive in Haridwar',
        details:
          'Meet the group at the hotel by 2 pm and get your yatra registration checked. Evening Ganga Aarti at Har Ki Pauri.',
        overnight: 'Haridwar',
      },
      {
        day: 2,
        title: 'Haridwar to Barkot',
        details: 'About 210 km, 7–8 hours, through Dehradun and Mussoorie, along the Yamuna valley.',
        overnight: 'Barkot',
      },
      {
        day: 3,
        title: 'Yamunotri darshan',
        details:
          'Drive 45 km to Janki Chatti and trek about 6 km to Yamunotri. Darshan, the Divya Shila and the Surya Kund hot spring, then trek back and return to Barkot.',
        overnight: 'Barkot',
      },
      {
        day: 4,
        title: 'Barkot to Uttarkashi',
        details: 'About 100 km, 4–5 hours. Evening visit to the Kashi Vishwanath Temple of Uttarkashi.',
        overnight: 'Uttarkashi',
      },
      {
        day: 5,
        title: 'Gangotri darshan',
        details:
          'About 100 km, 3–4 hours each way through Harsil. Bath at the Bhagirathi ghats, darshan at the Gangotri temple and return to Uttarkashi.',
        overnight: 'Uttarkashi',
      },
      {
        day: 6,
        title: 'Uttarkashi to Guptkashi',
        details: 'About 220 km, 8–9 hours, past Tehri Lake and along the Mandakini valley.',
        overnight: 'Guptkashi',
      },
      {
        day: 7,
        title: 'Trek to Kedarnath',
        details:
          'Early drive to Sonprayag and shared jeep to Gaurikund, then the trek of about 16 km to Kedarnath (6–8 hours on foot). Evening aarti if you arrive in time.',
        overnight: 'Kedarnath (basic tented or lodge room)',
      },
      {
        day: 8,
        title: 'Kedarnath darshan and descent',
        details: 'Morning darshan, visit to the Bhairavnath temple, then trek down to Gaurikund and drive back.',
        overnight: 'Guptkashi',
      },
      {
        day: 9,
        title: 'Guptkashi to Badrinath',
        details: 'About 190 km, 8–9 hours, through Chopta, Chamoli and Joshimath (Jyotirmath).',
        overnight: 'Badrinath',
      },
      {
        day: 10,
        title: 'Badrinath darshan and Mana village',
        details:
          'Bath at the Tapt Kund and darshan at Badrinath, then Mana village and the Vyas Gufa. Drive down the Alaknanda valley, about 160 km.',
        overnight: 'Rudraprayag',
      },
      {
        day: 11,
        title: 'Rudraprayag to Haridwar',
        details: 'About 165 km, 6 hours, stopping at the Devprayag confluence and in Rishikesh.',
        overnight: 'Haridwar',
      },
      {
        day: 12,
        title: 'Departure',
        details: 'After breakfast, drop at Haridwar railway station or Dehradun (Jolly Grant) airport.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '11 nights in standard hotels on the sharing basis booked; basic tented or lodge room at Kedarnath',
      'Breakfast and dinner every day (vegetarian), from dinner on day 1 to breakfast on day 12',
      'All road travel by tempo traveller (not air-conditioned in the hills), tolls, parking and the driver',
      'Shared jeep between Sonprayag and Gaurikund',
      'A tour manager with the group from Haridwar',
      UK_REGISTRATION,
      GST,
    ],
    exclusions: [
      'Train or flight to Haridwar and back',
      'Ponies, palkis (dolis) and pithoo porters at Yamunotri and Kedarnath',
      'Helicopter tickets to Kedarnath (sold only on heliyatra.irctc.co.in)',
      VIP_DARSHAN,
      'Lunch, snacks and bottled water',
      HIMALAYAN_WEATHER,
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 4650000, singlePaise: 6490000, triplePaise: 4290000, childPaise: 2990000 },
    departures: [
      { startDate: '2027-05-15', seats: 16 },
      { startDate: '2027-05-29', seats: 16 },
      { startDate: '2027-06-12', seats: 16 },
      { startDate: '2027-09-18', seats: 16 },
      { startDate: '2027-10-02', seats: 16 },
    ],
    image: { motif: 'mountains', hue: 205 },
  },
  {
    slug: 'kedarnath-badrinath-do-dham-7-days',
    name: 'Kedarnath and Badrinath Do Dham Yatra',
    region: 'Garhwal Himalaya, Uttarakhand',
    startCity: 'Haridwar',
    endCity: 'Haridwar',
    days: 7,
    nights: 6,
    description:
      'A shorter Himalayan yatra to the two dhams most pilgrims put first: Kedarnath, the jyotirlinga at 3,580 m above the Mandakini, and Badrinath, the Vishnu dham on the Alaknanda. The group travels by tempo traveller with a tour manager from Haridwar and back. The Kedarnath day is the hard one: about 16 km of steep trek each way from Gaurikund, with a night at Kedarnath in a basic tented or lodge room; ponies, palkis and helicopter seats can be hired but are not included. Badrinath is reached by road. Travellers over 50 or with heart or lung conditions should see a doctor before booking. Mountain roads close without warning in bad weather, so a day can change.',
    itinerary: [
      {
        day: 1,
        title: 'Haridwar to Guptkashi',
        details:
          'Leave Haridwar at 7 am; about 220 km, 8–9 hours, past Rishikesh, the Devprayag confluence and Rudraprayag.',
        overnight: 'Guptkashi',
      },
      {
        day: 2,
        title: 'Trek to Kedarnath',
        details:
          'Early drive to Sonprayag and shared jeep to Gaurikund, then the trek of about 16 km to Kedarnath (6–8 hours on foot). Evening aarti if you arrive in time.',
        overnight: 'Kedarnath (basic tented or lodge room)',
      },
      {
        day: 3,
        title: 'Kedarnath darshan and descent',
        details: 'Morning darshan, then trek down to Gaurikund and drive back to Guptkashi.',
        overnight: 'Guptkashi',
      },
      {
        day: 4,
        title: 'Guptkashi to Badrinath',
        details:
          'About 190 km, 8–9 hours, through Chopta, Chamoli and Joshimath (Jyotirmath). Evening aarti at Badrinath.',
        overnight: 'Badrinath',
      },
      {
        day: 5,
        title: 'Badrinath darshan and Mana village',
        details:
          'Bath at the Tapt Kund, morning darshan, then Mana village and the Vyas Gufa. Drive down the Alaknanda valley, about 160 km.',
        overnight: 'Rudraprayag',
      },
      {
        day: 6,
        title: 'Rudraprayag to Haridwar',
        details: 'About 165 km, 6 hours, with a stop in Rishikesh. Evening Ganga Aarti at Har Ki Pauri.',
        overnight: 'Haridwar',
      },
      {
        day: 7,
        title: 'Departure',
        details: 'After breakfast, drop at Haridwar railway station or Dehradun (Jolly Grant) airport.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '6 nights in standard hotels on the sharing basis booked; basic tented or lodge room at Kedarnath',
      'Breakfast and dinner every day (vegetarian), from dinner on day 1 to breakfast on day 7',
      'All road travel by tempo traveller (not air-conditioned in the hills), tolls, parking and the driver',
      'Shared jeep between Sonprayag and Gaurikund',
      'A tour manager with the group from Haridwar',
      UK_REGISTRATION,
      GST,
    ],
    exclusions: [
      'Train or flight to Haridwar and back, and the night before day 1 in Haridwar',
      'Ponies, palkis (dolis) and pithoo porters at Kedarnath',
      'Helicopter tickets to Kedarnath (sold only on heliyatra.irctc.co.in)',
      VIP_DARSHAN,
      'Lunch, snacks and bottled water',
      HIMALAYAN_WEATHER,
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 2790000, singlePaise: 3850000, triplePaise: 2550000, childPaise: 1790000 },
    departures: [
      { startDate: '2027-05-22', seats: 16 },
      { startDate: '2027-06-05', seats: 16 },
      { startDate: '2027-09-11', seats: 16 },
      { startDate: '2027-09-25', seats: 16 },
      { startDate: '2027-10-09', seats: 16 },
    ],
    image: { motif: 'kedarnath', hue: 190 },
  },
  {
    slug: 'kashi-prayagraj-ayodhya-6-days',
    name: 'Kashi, Prayagraj and Ayodhya Yatra',
    region: 'Uttar Pradesh',
    startCity: 'Varanasi',
    endCity: 'Ayodhya',
    days: 6,
    nights: 5,
    description:
      'Three of the holiest cities of the Gangetic plain in six days by air-conditioned coach. In Varanasi: the Ganga Aarti at Dashashwamedh Ghat, a dawn boat ride past the ghats, and darshan at the Kashi Vishwanath Dham, Kaal Bhairav and Sankat Mochan. In Prayagraj: a boat to the Triveni Sangam of the Ganga, Yamuna and the unseen Saraswati for a holy dip, and the Bade Hanuman temple. In Ayodhya: the Shri Ram Janmabhoomi Mandir, Hanumangarhi, Kanak Bhawan and the evening aarti on the Saryu. Walking is moderate but the temple queues can be long; general darshan is included, paid or VIP darshan is not. The tour ends in Ayodhya, which has a railway station and an airport.',
    itinerary: [
      {
        day: 1,
        title: 'Arrive in Varanasi',
        details: 'Pick-up from Varanasi station or airport and check-in. Evening Ganga Aarti at Dashashwamedh Ghat.',
        overnight: 'Varanasi',
      },
      {
        day: 2,
        title: 'Kashi darshan',
        details:
          'Dawn boat ride from Assi to Manikarnika Ghat. Darshan at the Kashi Vishwanath Dham, Annapurna and Kaal Bhairav, and in the evening at Sankat Mochan.',
        overnight: 'Varanasi',
      },
      {
        day: 3,
        title: 'Sarnath, then Prayagraj',
        details: 'Morning at Sarnath, where the Buddha first taught. Drive to Prayagraj, about 125 km, 3–4 hours.',
        overnight: 'Prayagraj',
      },
      {
        day: 4,
        title: 'Triveni Sangam, then Ayodhya',
        details:
          'Boat to the Sangam for a holy dip, and darshan at the Bade Hanuman temple. Drive to Ayodhya, about 170 km, 4–5 hours.',
        overnight: 'Ayodhya',
      },
      {
        day: 5,
        title: 'Ayodhya darshan',
        details:
          'Darshan at the Shri Ram Janmabhoomi Mandir (phones and bags go in lockers), Hanumangarhi and Kanak Bhawan. Evening Saryu aarti at Ram ki Paidi.',
        overnight: 'Ayodhya',
      },
      {
        day: 6,
        title: 'Departure',
        details: 'After breakfast, drop at Ayodhya Dham Junction or Ayodhya airport.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '5 nights in 3-star hotels on the sharing basis booked',
      'Breakfast and dinner every day (vegetarian)',
      'Air-conditioned coach for all transfers and sightseeing, tolls, parking and the driver',
      'Boat rides at Varanasi and the Sangam (shared boats)',
      'A tour manager with the group, and local guides in Varanasi and Ayodhya',
      GST,
    ],
    exclusions: [
      'Train or flight to Varanasi and from Ayodhya',
      VIP_DARSHAN,
      'Rituals at the Sangam or the ghats (pind daan, puja) and the pandits’ dakshina',
      'Lunch, snacks and bottled water',
      'Monument and museum tickets at Sarnath',
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 2690000, singlePaise: 3690000, triplePaise: 2450000, childPaise: 1590000 },
    departures: [
      { startDate: '2027-01-23', seats: 30 },
      { startDate: '2027-02-13', seats: 30 },
      { startDate: '2027-02-27', seats: 30 },
      { startDate: '2027-10-09', seats: 30 },
      { startDate: '2027-10-16', seats: 30 },
    ],
    image: { motif: 'ghats', hue: 35 },
  },
  {
    slug: 'vaishno-devi-jammu-4-days',
    name: 'Mata Vaishno Devi Yatra from Jammu',
    region: 'Jammu & Kashmir',
    startCity: 'Jammu',
    endCity: 'Jammu',
    days: 4,
    nights: 3,
    description:
      'The pilgrimage to the cave shrine of Mata Vaishno Devi in the Trikuta hills, with a day in Jammu. The group stays two nights in Katra, the base town, where each traveller collects the free RFID yatra card that the Shrine Board requires. The climb from Katra to the Bhawan is about 12–13 km on a paved path, 5–7 hours up for most people; many pilgrims walk through the night. Ponies, palkis, battery cars, the Katra–Sanjichhat helicopter and the Bhawan–Bhairon ropeway can be booked but are not included. After darshan at the Bhawan the route continues to the Bhairon temple and back down to Katra. The last full day visits the Raghunath Temple and the Bawe Wali Mata temple in Jammu.',
    itinerary: [
      {
        day: 1,
        title: 'Jammu to Katra',
        details:
          'Pick-up from Jammu Tawi station or Jammu airport; drive to Katra, about 50 km, 2 hours. Collect the RFID yatra card.',
        overnight: 'Katra',
      },
      {
        day: 2,
        title: 'Vaishno Devi darshan',
        details:
          'Start early from Banganga for the 12–13 km climb to the Bhawan, then darshan at the holy cave and on to the Bhairon temple. Walk back down to Katra by night.',
        overnight: 'Katra',
      },
      {
        day: 3,
        title: 'Katra to Jammu',
        details:
          'Rest in the morning and drive to Jammu. Darshan at the Raghunath Temple and the Bawe Wali Mata temple in the Bahu Fort.',
        overnight: 'Jammu',
      },
      {
        day: 4,
        title: 'Departure',
        details: 'After breakfast, drop at Jammu Tawi station or Jammu airport.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '3 nights in 3-star hotels on the sharing basis booked (2 in Katra, 1 in Jammu)',
      'Breakfast and dinner every day (vegetarian)',
      'Air-conditioned car or coach for all transfers, tolls, parking and the driver',
      'Help collecting the free RFID yatra card from the Shrine Board',
      'A tour coordinator in Katra',
      GST,
    ],
    exclusions: [
      'Train or flight to Jammu and back',
      'Ponies, palkis, pithoo porters and battery cars on the Vaishno Devi track',
      'Helicopter tickets Katra–Sanjichhat and the Bhawan–Bhairon ropeway',
      'Paid atka aarti or other special puja at the Bhawan',
      'Lunch, snacks and bottled water',
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 1190000, singlePaise: 1750000, triplePaise: 1050000, childPaise: 690000 },
    departures: [
      { startDate: '2027-02-06', seats: 30 },
      { startDate: '2027-03-13', seats: 30 },
      { startDate: '2027-05-08', seats: 30 },
      { startDate: '2027-06-19', seats: 30 },
      { startDate: '2027-09-11', seats: 30 },
      { startDate: '2027-10-16', seats: 30 },
    ],
    image: { motif: 'cave-hills', hue: 0 },
  },
  {
    slug: 'five-jyotirlinga-mp-maharashtra-9-days',
    name: 'Five Jyotirlinga Yatra: Madhya Pradesh and Maharashtra',
    region: 'Madhya Pradesh and Maharashtra',
    startCity: 'Indore',
    endCity: 'Pune',
    days: 9,
    nights: 8,
    description:
      'Five of the twelve jyotirlingas in one road journey from Indore to Pune: Mahakaleshwar in Ujjain, Omkareshwar on its island in the Narmada, Grishneshwar beside the Ellora Caves, Trimbakeshwar at the source of the Godavari, and Bhimashankar in the forests of the Sahyadri. The group travels by air-conditioned tempo traveller with a tour manager and stays in 3-star hotels, except near Bhimashankar, where the rooms are simpler. Day 4 is a long drive of about 400 km. General darshan is included; the Mahakaleshwar Bhasma Aarti needs a pass booked in advance on the temple’s own website, which is limited and not guaranteed. The evening in Nashik includes Panchavati and the Ramkund, and the last day Pune’s Dagdusheth Ganpati.',
    itinerary: [
      {
        day: 1,
        title: 'Indore to Ujjain',
        details:
          'Pick-up from Indore airport or station; drive to Ujjain, about 55 km. Evening at the Mahakal Lok corridor and the Ram Ghat aarti on the Shipra.',
        overnight: 'Ujjain',
      },
      {
        day: 2,
        title: 'Mahakaleshwar darshan',
        details:
          'Darshan at the Mahakaleshwar Jyotirlinga, then Kaal Bhairav, Harsiddhi, Mangalnath and the Sandipani Ashram.',
        overnight: 'Ujjain',
      },
      {
        day: 3,
        title: 'Ujjain to Omkareshwar',
        details: 'About 140 km, 3–4 hours. Darshan at Omkareshwar and Mamleshwar, and the evening Narmada aarti.',
        overnight: 'Omkareshwar',
      },
      {
        day: 4,
        title: 'Omkareshwar to Chhatrapati Sambhajinagar',
        details: 'A long drive of about 400 km, 9–10 hours, through Khandwa and Jalgaon, with meal stops.',
        overnight: 'Chhatrapati Sambhajinagar (Aurangabad)',
      },
      {
        day: 5,
        title: 'Grishneshwar and Ellora, then Nashik',
        details:
          'Darshan at the Grishneshwar Jyotirlinga in Verul and a guided visit to the Ellora Caves next door. Drive to Nashik, about 190 km, 4–5 hours.',
        overnight: 'Nashik',
      },
      {
        day: 6,
        title: 'Trimbakeshwar darshan',
        details:
          'Drive 28 km to Trimbakeshwar for darshan at the jyotirlinga and the Kushavarta tank. Evening at Panchavati, the Kalaram temple and the Ramkund.',
        overnight: 'Nashik',
      },
      {
        day: 7,
        title: 'Nashik to Bhimashankar',
        details:
          'About 210 km, 5–6 hours, the last stretch up through the Sahyadri forest. Afternoon darshan at Bhimashankar.',
        overnight: 'Bhimashankar (simple hotel)',
      },
      {
        day: 8,
        title: 'Bhimashankar to Pune',
        details:
          'Morning darshan for those who want a second one, then drive to Pune, about 110 km. Evening darshan at Dagdusheth Halwai Ganpati.',
        overnight: 'Pune',
      },
      {
        day: 9,
        title: 'Departure',
        details: 'After breakfast, drop at Pune airport or Pune Junction.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '8 nights in 3-star hotels on the sharing basis booked; a simpler hotel near Bhimashankar',
      'Breakfast and dinner every day (vegetarian)',
      'Air-conditioned tempo traveller for all transfers and sightseeing, tolls, parking and the driver',
      'A tour manager with the group, and a local guide at Ellora',
      GST,
    ],
    exclusions: [
      'Train or flight to Indore and from Pune',
      'Mahakaleshwar Bhasma Aarti passes (book them yourself on the temple’s website)',
      VIP_DARSHAN,
      'Abhishek or other rituals at the jyotirlingas, and the pandits’ dakshina',
      'Ellora Caves entry tickets (Archaeological Survey of India)',
      'Lunch, snacks and bottled water',
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 3990000, singlePaise: 5690000, triplePaise: 3650000, childPaise: 2390000 },
    departures: [
      { startDate: '2027-01-20', seats: 24 },
      { startDate: '2027-02-10', seats: 24 },
      { startDate: '2027-03-17', seats: 24 },
      { startDate: '2027-10-06', seats: 24 },
      { startDate: '2027-10-20', seats: 24 },
    ],
    image: { motif: 'nagara', hue: 250 },
  },
  {
    slug: 'dwarka-somnath-6-days',
    name: 'Dwarka and Somnath Yatra',
    region: 'Saurashtra, Gujarat',
    startCity: 'Rajkot',
    endCity: 'Rajkot',
    days: 6,
    nights: 5,
    description:
      'A loop through Saurashtra to two of the great temples of the western coast. Dwarka is one of the four dhams, the city of Krishna, where the Dwarkadhish temple stands above the Gomti ghat; nearby are the Nageshwar Jyotirlinga, the Rukmini Devi temple and Bet Dwarka, now reached by road over the Sudarshan Setu bridge. Somnath, the first of the twelve jyotirlingas, stands on the shore at Prabhas Patan, with Bhalka Tirth and the Triveni Sangam close by. On the way the group stops at Porbandar, at Junagadh for an optional ropeway ride up the Girnar, and at the Jalaram Bapa temple in Virpur. Travel is by air-conditioned coach with a tour manager, staying in 3-star hotels.',
    itinerary: [
      {
        day: 1,
        title: 'Rajkot to Dwarka',
        details:
          'Pick-up from Rajkot airport or station; drive to Dwarka, about 225 km, 4–5 hours. Evening aarti at the Dwarkadhish temple and the Gomti ghat.',
        overnight: 'Dwarka',
      },
      {
        day: 2,
        title: 'Nageshwar and Bet Dwarka',
        details:
          'Morning darshan at Dwarkadhish, then the Nageshwar Jyotirlinga, the Gopi Talav and Bet Dwarka across the Sudarshan Setu. Afternoon at the Rukmini Devi temple.',
        overnight: 'Dwarka',
      },
      {
        day: 3,
        title: 'Dwarka to Somnath via Porbandar',
        details:
          'About 235 km. Stop at Porbandar for the Kirti Mandir and the Sudama temple. Evening aarti at Somnath.',
        overnight: 'Somnath',
      },
      {
        day: 4,
        title: 'Somnath darshan',
        details:
          'Morning aarti at the Somnath Jyotirlinga, then Bhalka Tirth, the Triveni Sangam and the Gita Mandir. Evening free for the temple’s light and sound show.',
        overnight: 'Somnath',
      },
      {
        day: 5,
        title: 'Somnath to Rajkot via Junagadh and Virpur',
        details:
          'About 200 km. Stop at Junagadh (Girnar ropeway optional) and at the Jalaram Bapa temple in Virpur before Rajkot.',
        overnight: 'Rajkot',
      },
      {
        day: 6,
        title: 'Departure',
        details: 'After breakfast, drop at Rajkot airport or Rajkot Junction.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '5 nights in 3-star hotels on the sharing basis booked',
      'Breakfast and dinner every day (vegetarian)',
      'Air-conditioned coach for all transfers and sightseeing, tolls, parking and the driver',
      'A tour manager with the group',
      GST,
    ],
    exclusions: [
      'Train or flight to Rajkot and back',
      'Girnar ropeway tickets and the Somnath light and sound show',
      VIP_DARSHAN,
      'Puja, abhishek or dhwaja offerings at the temples',
      'Lunch, snacks and bottled water',
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 2490000, singlePaise: 3590000, triplePaise: 2250000, childPaise: 1390000 },
    departures: [
      { startDate: '2027-01-16', seats: 30 },
      { startDate: '2027-02-20', seats: 30 },
      { startDate: '2027-03-27', seats: 30 },
      { startDate: '2027-10-16', seats: 30 },
    ],
    image: { motif: 'sea-temple', hue: 190 },
  },
  {
    slug: 'puri-konark-bhubaneswar-5-days',
    name: 'Puri Jagannath Yatra with Konark and Lingaraj',
    region: 'Odisha',
    startCity: 'Bhubaneswar',
    endCity: 'Bhubaneswar',
    days: 5,
    nights: 4,
    description:
      'The temple coast of Odisha in five days. In Bhubaneswar, the Lingaraj temple of the eleventh century and the smaller Mukteswar temple; in Puri, darshan at the Shri Jagannath temple, one of the four dhams, with Mahaprasad at the Ananda Bazar, and the Gundicha temple at the end of the Grand Road where the Rath Yatra goes; and the Sun Temple at Konark, a World Heritage Site. By the temples’ own rules, entry to Lingaraj and Jagannath is for Hindus only, and phones, cameras and leather items must be left outside. Travel is by air-conditioned car or coach with a tour manager; hotels in Puri are near the beach.',
    itinerary: [
      {
        day: 1,
        title: 'Arrive in Bhubaneswar',
        details:
          'Pick-up from Bhubaneswar airport or station. Afternoon darshan at the Lingaraj temple and a visit to the Mukteswar temple.',
        overnight: 'Bhubaneswar',
      },
      {
        day: 2,
        title: 'Dhauli and Udayagiri, then Puri',
        details:
          'Morning at the Udayagiri and Khandagiri caves and the Dhauli Shanti Stupa. Drive to Puri, about 65 km, and an evening on the beach.',
        overnight: 'Puri',
      },
      {
        day: 3,
        title: 'Jagannath darshan',
        details:
          'Early darshan at the Shri Jagannath temple and Mahaprasad at the Ananda Bazar. Afternoon at the Gundicha temple and the Lokanath temple.',
        overnight: 'Puri',
      },
      {
        day: 4,
        title: 'Konark Sun Temple',
        details:
          'Drive along the Marine Drive to Konark, about 35 km, with a guide at the Sun Temple. Stop at Chandrabhaga beach on the way back.',
        overnight: 'Puri',
      },
      {
        day: 5,
        title: 'Departure',
        details: 'Drive to Bhubaneswar, about 65 km, for the drop at the airport or station.',
        overnight: TOUR_ENDS,
      },
    ],
    inclusions: [
      '4 nights in 3-star hotels on the sharing basis booked',
      'Breakfast and dinner every day (vegetarian)',
      'Air-conditioned car or coach for all transfers and sightseeing, tolls, parking and the driver',
      'A tour manager with the group, and a guide at Konark',
      GST,
    ],
    exclusions: [
      'Train or flight to Bhubaneswar and back',
      'Mahaprasad bought at the Ananda Bazar',
      VIP_DARSHAN,
      'Konark Sun Temple and Udayagiri entry tickets (Archaeological Survey of India)',
      'Lunch, snacks and bottled water',
      INSURANCE,
      PERSONAL,
      NOT_LISTED,
    ],
    pricing: { doublePaise: 1890000, singlePaise: 2690000, triplePaise: 1690000, childPaise: 1050000 },
    departures: [
      { startDate: '2027-01-22', seats: 24 },
      { startDate: '2027-02-19', seats: 24 },
      { startDate: '2027-03-12', seats: 24 },
      { startDate: '2027-10-15', seats: 24 },
    ],
    image: { motif: 'rath', hue: 15 },
  },
];
