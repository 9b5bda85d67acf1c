/**
 * Test data that more than one feature serves: record ids, the signed-in
 * customer's profile (GET /api/app/customer/me), their addresses and recharge orders, and the media the home page, Sanchar, daily
 * darshan, news and the console all show (pictures, darshan, videos, podcast
 * episodes, live streams) and Milan Sathi (profiles, photos, membership
 * plans), shaped as the API answers them. Factories take
 * overrides; each feature keeps its own domain's factories in its `test/fixtures.ts`.
 */
import type {
  Address,
  CustomerProfile,
  Darshan,
  DarshanTemple,
  LiveStream,
  MediaImage,
  MembershipPlan,
  Podcast,
  ProfilePhoto,
  ProfileView,
  RechargeOrder,
  Video,
} from '@seva/contracts';
import { PAYMENT } from './payments';
import { testCustomer } from './render';

/** The signed-in customer's id, as the pages send it (`customerId`, `userId`). */
export const CUSTOMER_ID = testCustomer.userid;

/** GET /api/app/customer/me for the signed-in customer (Asha Verma); an admin with `role` and `adminAreas`. */
export function customerProfile(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    _id: CUSTOMER_ID,
    mobile: '9876543210',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.com',
    emailVerified: true,
    gender: 'female',
    country: 'India',
    state: 'Uttar Pradesh',
    city: 'Noida',
    address: 'B-12, Sector 62',
    pincode: '201301',
    role: 'customer',
    adminAreas: [],
    createdAt: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

let seq = 0;
/** A fresh 24-hex record id, time-ordered like the server's. */
export function recordId(): string {
  seq += 1;
  return `65f0a1b2c3d4e5f6a7b8${seq.toString(16).padStart(4, '0')}`;
}

/** A fresh reference as the server writes it (SV-<kind>-26-<number>): unique within a test run. */
export function reference(kind: 'PJ' | 'PT' | 'YT' | 'OD' | 'RC'): string {
  seq += 1;
  return `SV-${kind}-26-${String(seq).padStart(6, '0')}`;
}

export function address(overrides: Partial<Address> = {}): Address {
  return {
    _id: recordId(),
    name: 'Asha Verma',
    mobile: '9876543210',
    houseNo: 'B-12, Shanti Apartments',
    area: 'Sector 62',
    landmark: 'Near Fortis Hospital',
    city: 'Noida',
    state: 'Uttar Pradesh',
    pincode: '201301',
    addressType: 'home',
    createdAt: '2025-03-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A successful ₹299 Jio prepaid recharge, as the API answers it; override what the test is about. */
export function rechargeOrder(overrides: Partial<RechargeOrder> = {}): RechargeOrder {
  const _id = overrides._id ?? recordId();
  return {
    _id,
    userId: CUSTOMER_ID,
    reference: reference('RC'),
    mobile: testCustomer.mobile,
    service_id: 1,
    serviceName: 'Mobile Prepaid',
    operatorId: 'JIO',
    productName: 'Jio',
    billType: 'prepaid-recharge',
    number: '9876512345',
    circle: 'DL',
    amount: 299,
    status: 'SUCCESS',
    operator_reference: 'OP0012345678',
    rechargeOrderId: 'SBX0A1B2C3D4E5F',
    request_id: _id,
    message: 'Recharge successful.',
    razorpayOrderId: PAYMENT.razorpay_order_id,
    razorpayPaymentId: PAYMENT.razorpay_payment_id,
    fetched_bill_order_id: null,
    bill_fetch_ref: null,
    refund: null,
    createdAt: '2025-03-12T10:00:00.000Z',
    updatedAt: '2025-03-12T10:00:05.000Z',
    ...overrides,
  };
}

/**
 * A stored picture as the API answers it: `/uploads/<folder>/<name>-<width>.webp` (and .avif) at 320, 640 and
 * 1280 px wide, 1280 × `height` at full size (16:9 unless told).
 */
export function mediaImage(name = 'aarti', { folder = 'media', height = 720 } = {}): MediaImage {
  const set = (ext: string) => [320, 640, 1280].map((w) => `/uploads/${folder}/${name}-${w}.${ext} ${w}w`).join(', ');
  return {
    src: `/uploads/${folder}/${name}-640.webp`,
    srcSet: set('webp'),
    avifSrcSet: set('avif'),
    width: 1280,
    height,
  };
}

/** A darshan picture: 4:3, under /uploads/darshan. */
export const darshanImage = (name: string) => mediaImage(name, { folder: 'darshan', height: 960 });

export function darshanTemple(overrides: Partial<DarshanTemple> = {}): DarshanTemple {
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

/** One temple's darshan of a day, with three pictures. */
export function darshan(overrides: Partial<Darshan> = {}): Darshan {
  return {
    _id: recordId(),
    temple: darshanTemple(),
    date: '2026-11-22',
    title: 'Mangala aarti shringar',
    description: 'Baba Vishwanath adorned with bel patra and marigold after the mangala aarti.',
    images: [darshanImage('kashi-1'), darshanImage('kashi-2'), darshanImage('kashi-3')],
    ...overrides,
  };
}

/** A published YouTube video of 20:50. */
export function video(overrides: Partial<Video> = {}): Video {
  return {
    _id: recordId(),
    categoryId: recordId(),
    subCategoryId: recordId(),
    subCategoryName: 'Ganga Aarti',
    title: 'Ganga Aarti at Dashashwamedh Ghat',
    description: 'The evening aarti on the ghats of Varanasi.',
    source: 'youtube',
    youtubeId: 'dQw4w9WgXcQ',
    url: null,
    thumbnail: mediaImage('ganga'),
    durationSeconds: 1250,
    language: 'hi',
    publishedAt: '2026-03-12T13:00:00.000Z',
    hi: {},
    ...overrides,
  };
}

/** A published podcast episode of 3:05 with its MP3. */
export function podcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    _id: recordId(),
    categoryId: recordId(),
    subCategoryId: recordId(),
    subCategoryName: 'Krishna Bhajan',
    title: 'Achyutam Keshavam',
    description: 'A gentle bhajan to Krishna.',
    speaker: 'Pandit Raghav Sharma',
    audioUrl: '/uploads/media/achyutam.mp3',
    mimeType: 'audio/mpeg',
    durationSeconds: 185,
    image: mediaImage('achyutam'),
    language: 'hi',
    publishedAt: '2026-03-10T06:00:00.000Z',
    hi: {},
    ...overrides,
  };
}

/** An HLS live stream on air now. */
export function liveStream(overrides: Partial<LiveStream> = {}): LiveStream {
  return {
    _id: recordId(),
    title: 'Kashi Vishwanath Mangla Aarti',
    description: 'The first aarti of the day at Kashi Vishwanath.',
    location: 'Kashi Vishwanath Temple, Varanasi',
    source: 'hls',
    youtubeId: null,
    url: '/uploads/live/kashi/index.m3u8',
    thumbnail: mediaImage('kashi'),
    isLive: true,
    schedule: 'Daily, 3:00 AM',
    hi: {},
    ...overrides,
  };
}

/** A Milan Sathi profile photo under /uploads/milan (4:5), primary when told. */
export function profilePhoto(name: string, isPrimary = false): ProfilePhoto {
  return { _id: recordId(), image: mediaImage(name, { folder: 'milan', height: 1600 }), isPrimary };
}

/**
 * Another member's Milan Sathi profile as a signed-in free member sees it: Ananya, 27, a software engineer in
 * Lucknow with two photos, contact locked behind a plan, no kundli match, no connection. Override what the test is about.
 */
export function milanProfileView(overrides: Partial<ProfileView> = {}): ProfileView {
  return {
    _id: recordId(),
    own: false,
    firstName: 'Ananya',
    lastName: 'S.',
    age: 27,
    createdBy: 'parent',
    gender: 'female',
    dateOfBirth: null,
    heightCm: 163,
    religion: 'hindu',
    caste: 'Agarwal',
    subCaste: '',
    gotra: 'Garg',
    motherTongue: 'hindi',
    maritalStatus: 'never_married',
    education: 'masters',
    educationDetail: 'M.Tech, IIT Kanpur',
    occupation: 'software',
    jobTitle: 'Software engineer',
    incomeBand: '10-20',
    diet: 'vegetarian',
    state: 'Uttar Pradesh',
    city: 'Lucknow',
    about: 'I love classical music and long walks by the Gomti.',
    family: {
      familyType: 'joint',
      familyValues: 'moderate',
      fatherOccupation: 'Retired bank manager',
      motherOccupation: 'Teacher',
      brothers: 1,
      sisters: 0,
      nativePlace: 'Varanasi',
    },
    partnerPreferences: {
      ageMin: 27,
      ageMax: 33,
      heightMin: 168,
      heightMax: null,
      religions: ['hindu'],
      motherTongues: [],
      maritalStatuses: ['never_married'],
      diets: ['vegetarian'],
      states: ['Uttar Pradesh', 'Delhi'],
      about: '',
    },
    birthTime: null,
    birthPlace: null,
    photoVisibility: 'everyone',
    photos: [profilePhoto('ananya-2'), profilePhoto('ananya-1', true)],
    photosHidden: false,
    rashi: 3,
    nakshatra: 7,
    emailVerified: true,
    verified: false,
    kundli: null,
    kundliMissing: null,
    contact: null,
    contactLock: 'membership',
    connection: 'none',
    shortlisted: false,
    photoRequested: false,
    completeness: null,
    lastActive: null,
    createdAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A Milan Sathi membership plan as the API answers it (price in rupees): Gold Yearly, ₹5,999 for 365 days. */
export function membershipPlan(overrides: Partial<MembershipPlan> = {}): MembershipPlan {
  return {
    _id: recordId(),
    code: 'gold-yearly',
    name: 'Gold Yearly',
    durationDays: 365,
    price: 5999,
    contactViews: 250,
    requestsPerDay: 50,
    messaging: true,
    profileBoost: true,
    tagline: 'Best value',
    active: true,
    hi: {},
    ...overrides,
  };
}

/** The free plan as seeded: ₹0, no end, 5 interests a day and nothing else. */
export const freeMembershipPlan = (overrides: Partial<MembershipPlan> = {}): MembershipPlan =>
  membershipPlan({
    code: 'free',
    name: 'Free',
    durationDays: 0,
    price: 0,
    contactViews: 0,
    requestsPerDay: 5,
    messaging: false,
    profileBoost: false,
    tagline: '',
    ...overrides,
  });
