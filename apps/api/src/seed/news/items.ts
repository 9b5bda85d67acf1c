/**
 * The demo's news stories (issue 6 "Data": 20+ items in 5+ categories, some
 * breaking), written in the style of Indian devotional news. Each is
 * published `hoursAgo` before the seed runs, so the demo always looks
 * current; `art` draws its picture (art.ts). Bodies are paragraphs
 * separated by blank lines. Titles are unique: the seed finds a story by it.
 */
import type { Motif } from '../art/motifs.js';

export interface CatalogueNewsItem {
  category: string;
  title: string;
  summary: string;
  body: string;
  source: string;
  isBreaking: boolean;
  /** How long before the seed time it was published. */
  hoursAgo: number;
  /** What the picture shows: the story's temple, place or theme, on a hue (HSL degrees). */
  art: { motif: Motif; hue: number };
}

const DESK = 'Seva News Desk';
const paragraphs = (...parts: string[]) => parts.join('\n\n');

export const CATALOGUE_NEWS_ITEMS: CatalogueNewsItem[] = [
  {
    category: 'temples-tirth',
    title: 'Kedarnath Dham doors close for winter; Panchmukhi doli leaves for Ukhimath',
    summary:
      'The portals of Kedarnath closed at dawn after the Bhai Dooj rituals. The deity’s utsav doli will be worshipped at Omkareshwar temple, Ukhimath, until the doors reopen in spring.',
    body: paragraphs(
      'The doors of Kedarnath Dham were closed for the winter early this morning with Vedic chanting and the sound of the Army band, in the presence of several thousand devotees who had braved the cold to witness the ceremony.',
      'After the samadhi puja, the Panchmukhi utsav doli of Baba Kedar set out on its three-day journey to the Omkareshwar temple at Ukhimath, halting at Rampur and Guptkashi on the way. Winter worship will be performed at Ukhimath until the doors reopen on Akshaya Tritiya.',
      'Temple committee officials said the season saw steady footfall despite the monsoon disruptions on the trek route, and thanked the pony operators, porters and volunteers who kept the yatra running.',
    ),
    source: 'Seva Correspondent, Rudraprayag',
    isBreaking: true,
    hoursAgo: 2,
    art: { motif: 'kedarnath', hue: 210 },
  },
  {
    category: 'temples-tirth',
    title: 'Sabarimala mandala season: crowd advisory issued, virtual queue booking mandatory',
    summary:
      'Pilgrims are asked to book a virtual queue slot before starting and to carry the printed pass and an ID. Spot booking at Nilakkal will be limited on peak days.',
    body: paragraphs(
      'With the Mandala-Makaravilakku season under way, the temple administration has issued a crowd advisory for pilgrims travelling to Sabarimala. Every devotee must book a virtual queue slot in advance and carry the printed pass along with the same photo ID used for booking.',
      'Spot booking counters at Nilakkal and Pamba will stay open but with a daily cap, and will close early on weekends and on the days around Makaravilakku. Pilgrims are advised to reach Pamba no earlier than their slot time to avoid long waits on the trekking path.',
      'Additional medical aid posts, oxygen parlours and drinking water kiosks have been set up along the Neelimala and Appachimedu stretch. Elderly devotees and children are asked to rest at the designated points during the climb.',
    ),
    source: DESK,
    isBreaking: true,
    hoursAgo: 5,
    art: { motif: 'hill-temple', hue: 140 },
  },
  {
    category: 'temples-tirth',
    title: 'Tirumala: darshan token counters move, new time slots for Slotted Sarva Darshan',
    summary:
      'Time-slot tokens for free darshan will now be issued at fewer counters in Tirupati with fixed morning hours. Devotees must enter the queue complex within their printed slot.',
    body: paragraphs(
      'The temple trust at Tirumala has revised the issue of Slotted Sarva Darshan (SSD) time-slot tokens. Tokens will be issued from a smaller number of counters in Tirupati, starting early in the morning and closing once the day’s quota is reached.',
      'Devotees must present their original Aadhaar card at the counter and report at the Vaikuntham queue complex within the time printed on the token. Tokens cannot be transferred and are not valid for any other day.',
      'Officials said the change is meant to shorten the wait in the compartments, which stretched beyond a day on some weekends. Pilgrims are advised to check the day’s status before travelling up the ghat road.',
    ),
    source: 'Seva Correspondent, Tirupati',
    isBreaking: true,
    hoursAgo: 9,
    art: { motif: 'balaji', hue: 45 },
  },
  {
    category: 'temples-tirth',
    title: 'Kashi Vishwanath opens online booking for Mangala aarti a month ahead',
    summary:
      'Tickets for the pre-dawn Mangala aarti can now be booked thirty days in advance on the temple’s website, with a fixed number of seats each day.',
    body: paragraphs(
      'Devotees wishing to attend the Mangala aarti at Shri Kashi Vishwanath temple can now book their tickets up to thirty days ahead. The booking window opens at midnight each day for the date a month later.',
      'Ticket holders must reach Gate 4 by the reporting time printed on the ticket with the ID used while booking. Mobile phones and bags are not allowed inside and can be left at the free lockers near the gate.',
      'The temple trust said the advance window will help pilgrims coming from far away plan their visit, especially during Kartik and Shravan when demand is highest.',
    ),
    source: 'Seva Correspondent, Varanasi',
    isBreaking: false,
    hoursAgo: 31,
    art: { motif: 'nagara', hue: 20 },
  },
  {
    category: 'temples-tirth',
    title: 'Puri Srimandir extends darshan hours for the holy month of Kartik',
    summary:
      'Sahana mela darshan will be held longer in the evening through Kartik, and separate queues are planned for the elderly and differently abled devotees.',
    body: paragraphs(
      'The Shree Jagannath Temple Administration has extended the hours of sahana mela darshan for the month of Kartik, when lakhs of devotees, many of them women observing habisha, visit the shrine.',
      'A separate barricaded queue from the Singhadwara will be kept for senior citizens and differently abled devotees, with volunteers to help them. Drinking water and shaded waiting areas have been added on Bada Danda.',
      'The administration has requested devotees not to carry mobile phones into the temple and to follow the instructions of the police and servitors during the rush hours.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 58,
    art: { motif: 'jagannath', hue: 10 },
  },
  {
    category: 'festivals',
    title: 'Chhath Puja: ghats readied along the Ganga, arghya timings announced',
    summary:
      'Dozens of ghats in Patna have been cleaned, lit and barricaded for the evening and morning arghya. Deep water zones are marked and boats with divers will patrol the river.',
    body: paragraphs(
      'Preparations for Chhath Mahaparv are in their final stage along the Ganga. The municipal corporation has cleaned and levelled the ghats, put up changing rooms and watch towers, and lit the approach roads.',
      'Dangerous ghats have been closed and deep water zones marked with red flags. SDRF teams with motor boats and divers will patrol the river during both arghyas, and medical camps will be set up at the larger ghats.',
      'Devotees are requested to follow the announced sunset and sunrise timings for the arghya, avoid crowding on the steps and keep children close. Traffic restrictions will apply on the roads leading to the river from the afternoon of the first arghya.',
    ),
    source: 'Seva Correspondent, Patna',
    isBreaking: true,
    hoursAgo: 1,
    art: { motif: 'surya', hue: 30 },
  },
  {
    category: 'festivals',
    title: 'Kumbh preparations: Prayagraj mela area to get more pontoon bridges and sectors',
    summary:
      'The mela authority reviewed the layout of the tent city, with more pontoon bridges, wider ghats and a larger area for kalpvasis. Work is to finish well before the first snan.',
    body: paragraphs(
      'The mela authority in Prayagraj has reviewed the preparations for the coming Kumbh, approving a larger mela area with additional sectors, more pontoon bridges over the Ganga and wider bathing ghats at the Sangam.',
      'Land allotment for akharas, religious institutions and kalpvasis will begin after the ground is levelled. Officials said the tent city will have piped drinking water, thousands of toilets and a network of hospitals, with work on roads and lighting already under way.',
      'A crowd management plan using cameras and sensors is being prepared for the main snan days, with holding areas and one-way routes to and from the ghats.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 20,
    art: { motif: 'sangam', hue: 200 },
  },
  {
    category: 'festivals',
    title: 'Dev Deepawali: lakhs of diyas on Varanasi’s ghats, boat bookings to close early',
    summary:
      'All 84 ghats will be lit on Kartik Purnima evening. The district administration has capped the number of boats on the river and asked visitors to book in advance.',
    body: paragraphs(
      'Varanasi is preparing to light its ghats with lakhs of earthen lamps on Kartik Purnima for Dev Deepawali, when the gods are believed to descend to bathe in the Ganga.',
      'To keep the river safe, the administration has capped the number of boats and bajras allowed on the water during the evening and made life jackets compulsory. Boat bookings will close a day before the festival.',
      'The Ganga aarti at Dashashwamedh will be held on a grander scale, and a laser show is planned on the opposite bank. Vehicles will not be allowed beyond the city’s main crossings after the afternoon.',
    ),
    source: 'Seva Correspondent, Varanasi',
    isBreaking: false,
    hoursAgo: 44,
    art: { motif: 'ghats', hue: 35 },
  },
  {
    category: 'festivals',
    title: 'Kartik Purnima snan: Haridwar announces traffic and parking plan',
    summary:
      'Outside vehicles will be stopped at the city’s edge on the eve of the snan, with shuttle buses to the ghats. Har Ki Pauri will have one-way movement.',
    body: paragraphs(
      'The Haridwar police have announced the traffic plan for the Kartik Purnima snan. Buses and cars coming from Delhi and Dehradun will be parked in the designated lots at the city’s edge, with shuttle services to the main ghats.',
      'Movement around Har Ki Pauri will be one-way from the early morning, and devotees are asked to take their dip at the nearest ghat rather than heading to Brahmakund.',
      'Lost-and-found booths and medical teams will be placed along the ghats, and announcements will be made in Hindi, Punjabi and Gujarati.',
    ),
    source: 'Seva Correspondent, Haridwar',
    isBreaking: false,
    hoursAgo: 70,
    art: { motif: 'diya', hue: 190 },
  },
  {
    category: 'festivals',
    title: 'Guru Nanak Jayanti: prabhat pheris and nagar kirtan across the city this week',
    summary:
      'Gurdwaras have begun early-morning prabhat pheris ahead of the Gurpurab. The nagar kirtan will set out a day before, led by the Panj Pyare.',
    body: paragraphs(
      'Sangats across the city have started the early-morning prabhat pheris ahead of the Prakash Purab of Guru Nanak Dev Ji, singing shabads through the neighbourhoods before returning to the gurdwara for ardas.',
      'The nagar kirtan will be taken out a day before the Gurpurab, led by the Panj Pyare, with gatka teams and school bands. Traffic diversions will be in place along the route in the afternoon.',
      'Langar will be served through the day at all major gurdwaras, and the akhand path will conclude on the morning of the Gurpurab.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 102,
    art: { motif: 'golden-temple', hue: 40 },
  },
  {
    category: 'yatra-updates',
    title: 'Char Dham yatra: online registration for the next season to open early',
    summary:
      'Pilgrims for Yamunotri, Gangotri, Kedarnath and Badrinath will need an Aadhaar-linked registration. The tourism department says the portal opens weeks before the doors.',
    body: paragraphs(
      'The tourism department has said that online registration for the next Char Dham yatra will open several weeks before the portals of Yamunotri and Gangotri open on Akshaya Tritiya. Registration will be linked to Aadhaar and is compulsory for every pilgrim.',
      'Pilgrims will get a QR-coded yatra card to be scanned at check points along the route. Offline registration counters will also run at Haridwar, Rishikesh and Barkot for those without a smartphone.',
      'The department has advised elderly pilgrims and those with heart or breathing conditions to get a medical check-up before travelling and to spend a night at a lower altitude before the high treks.',
    ),
    source: 'Seva Correspondent, Dehradun',
    isBreaking: true,
    hoursAgo: 13,
    art: { motif: 'mountains', hue: 160 },
  },
  {
    category: 'yatra-updates',
    title: 'Badrinath closing date announced on Vijayadashami',
    summary:
      'The date for closing the doors of Badrinath for winter was fixed at the traditional Vijayadashami ceremony. Panch Puja rituals will begin five days before.',
    body: paragraphs(
      'The date and muhurat for closing the portals of Shri Badrinath Dham for the winter were announced on Vijayadashami after the Rawal and the Dharmadhikari consulted the panchang.',
      'The Panch Puja rituals will begin five days earlier with the closing of the Ganesh temple, followed by Adi Kedareshwar and the recitation of the Vedas. On the final day Goddess Lakshmi will be invited into the sanctum.',
      'After the doors close, the utsav murtis will be taken to Pandukeshwar and Joshimath, where winter worship will continue.',
    ),
    source: 'Seva Correspondent, Chamoli',
    isBreaking: false,
    hoursAgo: 120,
    art: { motif: 'badrinath', hue: 0 },
  },
  {
    category: 'yatra-updates',
    title: 'Helicopter services to Kedarnath end for the season',
    summary:
      'Shuttle flights from Phata, Sersi and Guptkashi have stopped with the closing of the doors. Refunds for cancelled bookings will be processed automatically.',
    body: paragraphs(
      'Helicopter shuttle services from the Phata, Sersi and Guptkashi helipads to Kedarnath have ended for the season following the closing of the temple doors.',
      'Pilgrims whose flights were cancelled because of weather in the last week will get their refunds automatically to the original payment method. Officials again warned devotees against fake websites offering helicopter tickets.',
      'Bookings for the next season will open only on the official portal, closer to the opening date.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 26,
    art: { motif: 'kedarnath', hue: 220 },
  },
  {
    category: 'yatra-updates',
    title: 'Vaishno Devi: RFID yatra cards compulsory, new timings on the Tarakote route',
    summary:
      'Every pilgrim must collect an RFID card at Katra before starting the climb. The Tarakote track will be open from early morning to late evening.',
    body: paragraphs(
      'The shrine board has reminded pilgrims that an RFID yatra card is compulsory for the climb to the Bhawan. Cards can be collected at the counters at Katra railway station and the bus stand, or printed after online registration.',
      'The Tarakote Marg will be open from early morning to late evening, with battery cars for the elderly between Adhkuwari and the Bhawan. Pony and palki rates are displayed at every stand.',
      'Pilgrims are asked to complete the yatra within the validity of their card and to keep it with them until they return to Katra.',
    ),
    source: 'Seva Correspondent, Katra',
    isBreaking: false,
    hoursAgo: 83,
    art: { motif: 'cave-hills', hue: 330 },
  },
  {
    category: 'yatra-updates',
    title: 'Special pilgrim train to connect Dwarka, Somnath and Nageshwar',
    summary:
      'A seven-night tour train with darshan at Dwarkadhish, Nageshwar Jyotirlinga and Somnath will run from Delhi, with meals, hotel stays and local transport included.',
    body: paragraphs(
      'A special tourist train covering the shrines of Saurashtra will run from Delhi, stopping at Dwarka for Dwarkadhish and Nageshwar Jyotirlinga and at Veraval for Somnath, with a day at Bet Dwarka.',
      'The package includes travel in sleeper or AC coaches, vegetarian meals on board, hotel stays, local buses and a tour escort. Boarding will be allowed at Mathura, Agra and Jaipur on the way.',
      'Bookings are open on a first-come basis, and senior citizens can ask for lower berths while booking.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 150,
    art: { motif: 'sea-temple', hue: 190 },
  },
  {
    category: 'spiritual-leaders',
    title: 'Gita Jayanti discourses begin at Rishikesh ashram, to run for eighteen days',
    summary:
      'An eighteen-day series on the Bhagavad Gita, one chapter a day, began on the banks of the Ganga. Sessions are open to all and streamed on Seva Sanchar.',
    body: paragraphs(
      'An eighteen-day series of discourses on the Bhagavad Gita began this week at an ashram on the banks of the Ganga in Rishikesh, leading up to Gita Jayanti. Each evening the acharya takes up one chapter, with chanting of the shlokas before the talk.',
      'The organisers said the series is meant for householders and young people, and the talks will connect the teachings of karma yoga with everyday life and work.',
      'Entry is free. The sessions will also be available on Seva Sanchar for devotees who cannot travel.',
    ),
    source: 'Seva Correspondent, Rishikesh',
    isBreaking: false,
    hoursAgo: 16,
    art: { motif: 'book', hue: 25 },
  },
  {
    category: 'spiritual-leaders',
    title: 'Nine-day Ram Katha in Ayodhya draws devotees from across the country',
    summary:
      'The katha on the Ramcharitmanas is being held in a large pandal near the Saryu. Organisers expect the crowd to grow over the weekend.',
    body: paragraphs(
      'A nine-day Ram Katha on the Ramcharitmanas began in Ayodhya, with devotees from Uttar Pradesh, Madhya Pradesh, Gujarat and Maharashtra filling the pandal set up near the Saryu ghats.',
      'The katha vyas opened with the Bal Kand and the story of Shri Ram’s birth, interspersed with bhajans. Evening sessions end with an aarti on the river bank.',
      'Organisers have arranged free bhojan prasad and shuttle e-rickshaws from the railway station, and the district administration has added police and medical teams near the venue.',
    ),
    source: 'Seva Correspondent, Ayodhya',
    isBreaking: false,
    hoursAgo: 39,
    art: { motif: 'ram-darbar', hue: 15 },
  },
  {
    category: 'spiritual-leaders',
    title: 'Sringeri Math concludes Sharada Navaratri discourses with Vedic scholars’ sabha',
    summary:
      'The annual vidvat sabha brought together scholars of the Vedas and shastras. Young students were honoured for completing their studies.',
    body: paragraphs(
      'The annual Sharada Navaratri celebrations at Sringeri concluded with a sabha of Vedic scholars, who presented discourses on the Upanishads and the Brahma Sutras.',
      'Students of the math’s pathashala who completed their studies were honoured with shawls and certificates, and the elders spoke of the need to preserve the oral tradition of Vedic recitation.',
      'The celebrations also included a daily chandi homa and the procession of Goddess Sharadamba on Vijayadashami.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 132,
    art: { motif: 'lotus', hue: 300 },
  },
  {
    category: 'spiritual-leaders',
    title: 'Akhada saints meet in Haridwar to plan the coming Kumbh processions',
    summary:
      'Representatives of the thirteen akharas discussed the order of the Peshwai and Amrit Snan processions and asked for early land allotment.',
    body: paragraphs(
      'Representatives of the thirteen recognised akharas met in Haridwar to discuss their plans for the coming Kumbh, including the order of the Peshwai processions and the Amrit Snan days.',
      'The saints asked the mela administration to allot land for their camps early so that construction can finish in time, and to keep the traditional routes to the ghats free on the snan days.',
      'They also appealed to devotees to keep the river clean and avoid plastic at the mela.',
    ),
    source: 'Seva Correspondent, Haridwar',
    isBreaking: false,
    hoursAgo: 190,
    art: { motif: 'trishul', hue: 28 },
  },
  {
    category: 'community-seva',
    title: 'Gurdwara volunteers start winter langar at night shelters',
    summary:
      'Sevadars will serve hot dinner and tea at night shelters every evening through the winter, and collect blankets and warm clothes from donors.',
    body: paragraphs(
      'Volunteers from gurdwaras in the city have started serving hot langar at night shelters every evening, as the temperature drops.',
      'The sevadars are also collecting blankets, socks and sweaters from donors at the gurdwaras and distributing them at the shelters and near hospitals, where families of patients often spend the night outside.',
      'Anyone who wishes to help can join the seva in the evening or drop off warm clothes at the gurdwara office.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 8,
    art: { motif: 'thali', hue: 200 },
  },
  {
    category: 'community-seva',
    title: 'Vrindavan gaushala opens a cow-adoption programme for devotees',
    summary:
      'Devotees can now adopt a cow for a month or a year and receive photographs and updates. The gaushala cares for old and injured cows.',
    body: paragraphs(
      'A gaushala in Vrindavan that shelters old, injured and abandoned cows has opened an adoption programme, letting devotees sponsor the feed and care of a cow for a month or a year.',
      'Sponsors will receive photographs and updates and can visit the cow and offer feed during their visit to Braj. The gaushala’s veterinary team treats injured cows brought in from the roads.',
      'The caretakers said the support will help them buy green fodder through the winter, when costs rise.',
    ),
    source: 'Seva Correspondent, Mathura',
    isBreaking: false,
    hoursAgo: 64,
    art: { motif: 'cow', hue: 95 },
  },
  {
    category: 'community-seva',
    title: 'Temple blood donation camp on Dhanteras draws hundreds of donors',
    summary:
      'The camp, held with the district hospital’s blood bank, collected hundreds of units. Donors received prasad and a certificate.',
    body: paragraphs(
      'A blood donation camp organised at a city temple on Dhanteras drew hundreds of donors, many of them young first-time donors who came with their families after the morning puja.',
      'The district hospital’s blood bank team screened donors and collected the units, which will be used for thalassaemia patients and emergency surgeries during the festival season.',
      'The temple committee plans to hold the camp every quarter.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 110,
    art: { motif: 'diya', hue: 355 },
  },
  {
    category: 'community-seva',
    title: 'Volunteers clean Yamuna ghats in Mathura before the Kartik snan',
    summary:
      'Students, local traders and temple staff removed plastic and flowers from the ghats. Bins for puja waste have been placed at each ghat.',
    body: paragraphs(
      'Hundreds of volunteers, including students, local traders and temple staff, joined a cleanliness drive on the Yamuna ghats in Mathura ahead of the Kartik snan.',
      'They removed plastic, old clothes and floral waste from Vishram Ghat and the neighbouring ghats. Separate bins for puja waste have been placed at each ghat, and the flowers will be composted.',
      'The organisers appealed to pilgrims to put their offerings in the bins rather than into the river.',
    ),
    source: 'Seva Correspondent, Mathura',
    isBreaking: false,
    hoursAgo: 160,
    art: { motif: 'boat', hue: 180 },
  },
  {
    category: 'astrology-panchang',
    title: 'Margashirsha begins: the month’s vrat and festival dates',
    summary:
      'The month dear to Shri Krishna brings Utpanna Ekadashi, Vivah Panchami, Mokshada Ekadashi with Gita Jayanti, and Dattatreya Jayanti on the full moon.',
    body: paragraphs(
      'The month of Margashirsha, which Shri Krishna calls the best of months in the Gita, has begun. Many households observe Thursday fasts for Goddess Lakshmi through the month.',
      'Important dates include Utpanna Ekadashi in the dark fortnight, Vivah Panchami marking the wedding of Shri Ram and Sita, Mokshada Ekadashi together with Gita Jayanti, and Dattatreya Jayanti on Margashirsha Purnima.',
      'Check the Seva panchang for the tithi times in your city, as they vary with sunrise.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 22,
    art: { motif: 'navagraha', hue: 270 },
  },
  {
    category: 'astrology-panchang',
    title: 'Utpanna Ekadashi this week: vrat rules and parana time',
    summary:
      'The fast is kept from sunrise on Ekadashi and broken the next morning within the parana window, after Hari Vasara ends.',
    body: paragraphs(
      'Utpanna Ekadashi, the day Goddess Ekadashi is believed to have appeared from Lord Vishnu, falls this week. Devotees who begin the year’s Ekadashi fasts traditionally start from this day.',
      'The fast is observed from sunrise without grains and beans; many keep a phalahar fast of fruit and milk. The parana, breaking the fast, is done the next morning after Hari Vasara ends and before the Dwadashi tithi is over.',
      'Parana times differ by city. The Seva panchang shows the exact window for your location.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 50,
    art: { motif: 'leaf', hue: 260 },
  },
  {
    category: 'astrology-panchang',
    title: 'Vrishchika Sankranti: Surya enters Scorpio, punya kaal for snan and daan',
    summary:
      'The Sun’s move into Vrishchika rashi marks the Sankranti. Snan and daan during the punya kaal are considered especially meritorious.',
    body: paragraphs(
      'The Sun moves into Vrishchika (Scorpio) this week, marking Vrishchika Sankranti. In Odisha and parts of South India the day is observed with river baths and offerings to the Sun.',
      'Astrologers say the punya kaal lasts for a few hours after the moment of transit, and a bath in a holy river, arghya to Surya and gifts of sesame, jaggery and warm clothes are especially meritorious then.',
      'Those born under Scorpio, Taurus, Leo and Aquarius may find the month brings changes at work; the remedy suggested is to offer water to the Sun each morning.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 96,
    art: { motif: 'surya', hue: 40 },
  },
  {
    category: 'astrology-panchang',
    title: 'Wedding season muhurats: the auspicious dates until Kharmas',
    summary:
      'With Devuthani Ekadashi behind us, wedding muhurats have returned. Pandits list the strongest dates before Kharmas begins in mid-December.',
    body: paragraphs(
      'Wedding bells are back after Devuthani Ekadashi, when Lord Vishnu wakes from his four-month rest. Pandits say the coming weeks hold several strong vivah muhurats before Kharmas begins when the Sun enters Dhanu.',
      'The best dates fall on days with favourable nakshatras such as Rohini, Mrigashira, Uttara Phalguni and Revati, without Bhadra or Panchak. Families are advised to confirm the lagna for the exact city of the wedding.',
      'Banquet halls and priests in many cities are already heavily booked for the peak dates.',
    ),
    source: DESK,
    isBreaking: false,
    hoursAgo: 226,
    art: { motif: 'kalash', hue: 340 },
  },
];
