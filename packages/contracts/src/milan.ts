/**
 * Milan Sathi profiles and search (SPEC §2 /milan-sathi…, §7 /users calls;
 * the Milan Sathi issue). A profile belongs to one customer and shares its
 * `_id`. What another person sees is cut down by the privacy rules:
 * search cards carry first name, age, city, profession and the primary photo;
 * contact details need a paid plan and an accepted connection; photos can be
 * kept for accepted connections; a blocked pair never sees each other.
 */
import { z } from './zod.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';
import { pagedResultsSchema } from './admin-common.js';
import { BIRTH_PLACE_KEYS } from './birth-places.js';
import { recordIdSchema } from './common.js';
import { kundliMatchSchema, MANGLIK_FILTERS } from './kundli.js';
import { mediaImageSchema, publicPagingShape } from './media.js';
import { profileUpdateBodySchema } from './customers.js';

// ── Vocabularies ────────────────────────────────────────────────────────────

/** Who made the profile: Indian families often make it for a son or daughter. */
export const PROFILE_CREATORS = ['self', 'parent', 'sibling', 'relative', 'friend'] as const;
export const MILAN_GENDERS = ['male', 'female'] as const;
export const RELIGIONS = ['hindu', 'muslim', 'sikh', 'christian', 'jain', 'buddhist', 'parsi', 'other'] as const;
export const MOTHER_TONGUES = [
  'hindi',
  'bengali',
  'marathi',
  'telugu',
  'tamil',
  'gujarati',
  'urdu',
  'kannada',
  'odia',
  'malayalam',
  'punjabi',
  'assamese',
  'maithili',
  'konkani',
  'sindhi',
  'english',
  'other',
] as const;
export const MARITAL_STATUSES = ['never_married', 'divorced', 'widowed', 'awaiting_divorce'] as const;
export const EDUCATION_LEVELS = [
  'high_school',
  'diploma',
  'bachelors',
  'masters',
  'doctorate',
  'professional',
] as const;
/** Occupation groups searched on; the profile also carries a free-text job title. */
export const OCCUPATIONS = [
  'software',
  'engineering',
  'medicine',
  'teaching',
  'government',
  'business',
  'finance',
  'law',
  'defence',
  'arts',
  'homemaker',
  'student',
  'other',
] as const;
/** Annual income bands, lakh rupees a year ("5-10" = ₹5–10 lakh). */
export const INCOME_BANDS = ['0-3', '3-5', '5-10', '10-20', '20-50', '50+'] as const;
export const DIETS = ['vegetarian', 'non_vegetarian', 'eggetarian', 'jain', 'vegan'] as const;
export const FAMILY_TYPES = ['joint', 'nuclear'] as const;
export const FAMILY_VALUES = ['traditional', 'moderate', 'liberal'] as const;
/** Who sees a member's photos: everyone, or only people whose connection they accepted. */
export const PHOTO_VISIBILITY = ['everyone', 'connections'] as const;

export type ProfileCreator = (typeof PROFILE_CREATORS)[number];
export type MilanGender = (typeof MILAN_GENDERS)[number];
export type Religion = (typeof RELIGIONS)[number];
export type MotherTongue = (typeof MOTHER_TONGUES)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type Occupation = (typeof OCCUPATIONS)[number];
export type IncomeBand = (typeof INCOME_BANDS)[number];
export type Diet = (typeof DIETS)[number];
export type PhotoVisibility = (typeof PHOTO_VISIBILITY)[number];

/** Members must be adults who may marry in India: 18 (women) / 21 (men); both counted from the date of birth. */
export const MIN_AGE = { female: 18, male: 21 } as const;
export const MAX_AGE = 75;
export const HEIGHT_CM = { min: 120, max: 220 } as const;
/** Photos per profile (SPEC-less rule of the issue): up to 6, one primary. */
export const MAX_PROFILE_PHOTOS = 6;
export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// ── The editable profile ────────────────────────────────────────────────────

const text = (max: number) => z.string().trim().max(max).default('');
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

export const familyDetailsSchema = z.object({
  familyType: choice(FAMILY_TYPES, MESSAGES.chooseFamilyType).nullable().default(null),
  familyValues: choice(FAMILY_VALUES, MESSAGES.chooseFamilyValues).nullable().default(null),
  fatherOccupation: text(80),
  motherOccupation: text(80),
  brothers: z.coerce.number().int().min(0).max(12).default(0),
  sisters: z.coerce.number().int().min(0).max(12).default(0),
  nativePlace: text(80),
});
export type FamilyDetails = z.infer<typeof familyDetailsSchema>;

/** What a member looks for; empty lists mean "any". */
export const partnerPreferencesSchema = z
  .object({
    ageMin: z.coerce.number().int().min(18).max(MAX_AGE).default(21),
    ageMax: z.coerce.number().int().min(18).max(MAX_AGE).default(40),
    heightMin: z.coerce.number().int().min(HEIGHT_CM.min).max(HEIGHT_CM.max).nullable().default(null),
    heightMax: z.coerce.number().int().min(HEIGHT_CM.min).max(HEIGHT_CM.max).nullable().default(null),
    religions: z.array(z.enum(RELIGIONS)).max(RELIGIONS.length).default([]),
    motherTongues: z.array(z.enum(MOTHER_TONGUES)).max(MOTHER_TONGUES.length).default([]),
    maritalStatuses: z.array(z.enum(MARITAL_STATUSES)).max(MARITAL_STATUSES.length).default([]),
    diets: z.array(z.enum(DIETS)).max(DIETS.length).default([]),
    states: z.array(z.string().trim().min(1).max(60)).max(40).default([]),
    about: text(500),
  })
  .refine((p) => p.ageMin <= p.ageMax, { message: MESSAGES.ageRangeOrder, path: ['ageMax'] })
  .refine((p) => p.heightMin === null || p.heightMax === null || p.heightMin <= p.heightMax, {
    message: MESSAGES.heightRangeOrder,
    path: ['heightMax'],
  });
export type PartnerPreferences = z.infer<typeof partnerPreferencesSchema>;

const dateOfBirth = z
  .string({ error: MESSAGES.enterDateOfBirth })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.enterDateOfBirth)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), MESSAGES.invalidDateOfBirth);

/**
 * The matrimony part of PUT /api/users/:id (`matrimony`). Birth date, time
 * and place feed the kundli; without the time or place the kundli shows as
 * "not computable", never as a rejection (DOMAIN: Milan Sathi).
 */
export const milanProfileFieldsSchema = z
  .object({
    createdBy: choice(PROFILE_CREATORS, MESSAGES.chooseProfileCreator),
    gender: choice(MILAN_GENDERS, MESSAGES.chooseBrideOrGroom),
    dateOfBirth,
    heightCm: z.coerce
      .number({ error: MESSAGES.enterHeight })
      .int()
      .min(HEIGHT_CM.min, MESSAGE_TEMPLATES.heightRange(HEIGHT_CM.min, HEIGHT_CM.max))
      .max(HEIGHT_CM.max, MESSAGE_TEMPLATES.heightRange(HEIGHT_CM.min, HEIGHT_CM.max)),
    religion: choice(RELIGIONS, MESSAGES.chooseReligion),
    caste: text(60),
    subCaste: text(60),
    gotra: text(60),
    motherTongue: choice(MOTHER_TONGUES, MESSAGES.chooseMotherTongue),
    maritalStatus: choice(MARITAL_STATUSES, MESSAGES.chooseMaritalStatus),
    education: choice(EDUCATION_LEVELS, MESSAGES.chooseEducation),
    educationDetail: text(120),
    occupation: choice(OCCUPATIONS, MESSAGES.chooseOccupation),
    jobTitle: text(80),
    incomeBand: choice(INCOME_BANDS, MESSAGES.chooseIncomeBand).nullable().default(null),
    diet: choice(DIETS, MESSAGES.chooseDiet),
    state: z.string().trim().min(1, MESSAGES.enterState).max(60),
    city: z.string().trim().min(1, MESSAGES.enterCity).max(60),
    about: text(2000),
    family: familyDetailsSchema.default(familyDetailsSchema.parse({})),
    partnerPreferences: partnerPreferencesSchema.default(partnerPreferencesSchema.parse({})),
    /** HH:MM, 24-hour, India time; null when unknown. */
    birthTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, MESSAGES.enterBirthTime)
      .nullable()
      .default(null),
    birthPlace: z.enum(BIRTH_PLACE_KEYS, { error: MESSAGES.chooseBirthPlace }).nullable().default(null),
    photoVisibility: z.enum(PHOTO_VISIBILITY).default('everyone'),
  })
  .superRefine((profile, ctx) => {
    const age = ageOn(profile.dateOfBirth, new Date());
    const min = MIN_AGE[profile.gender];
    if (age < min || age > MAX_AGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['dateOfBirth'],
        message: (profile.gender === 'female' ? MESSAGE_TEMPLATES.brideAgeRange : MESSAGE_TEMPLATES.groomAgeRange)(
          min,
          MAX_AGE,
        ),
      });
    }
  });
export type MilanProfileFields = z.output<typeof milanProfileFieldsSchema>;
export type MilanProfileFieldsInput = z.input<typeof milanProfileFieldsSchema>;

/**
 * PUT /api/users/:id (SPEC §7; own record only, 403 otherwise): the customer
 * details of the account, plus `matrimony` to create or replace the Milan
 * Sathi profile. Answers `{ success, message }`.
 */
export const userUpdateBodySchema = profileUpdateBodySchema.extend({
  matrimony: milanProfileFieldsSchema.optional(),
});
export type UserUpdateBody = z.input<typeof userUpdateBodySchema>;

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `on`, by the calendar date. */
export function ageOn(dateOfBirth: string, on: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age -= 1;
  return age;
}

// ── What people see ─────────────────────────────────────────────────────────

export const profilePhotoSchema = z.object({
  _id: z.string(),
  image: mediaImageSchema,
  isPrimary: z.boolean(),
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

/**
 * How recently a member was active (issue 22, "last active"), coarse for
 * privacy: `online` within the last half hour, `today` earlier on the India
 * calendar day, then within 7 and 30 days, `earlier`; null when never seen.
 */
export const LAST_ACTIVE = ['online', 'today', 'this_week', 'this_month', 'earlier'] as const;
export type LastActive = (typeof LAST_ACTIVE)[number];
export const lastActiveSchema = z.enum(LAST_ACTIVE).nullable();

/** One search result or featured profile: first name, age, city, profession, primary photo (the privacy rule). */
export const profileCardSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  age: z.number().int(),
  city: z.string(),
  state: z.string(),
  /** What the big matrimony sites put on a card (issue 22): religion, community (caste, '' when not given), height, education, mother tongue. */
  religion: z.enum(RELIGIONS),
  caste: z.string(),
  heightCm: z.number().int(),
  education: z.enum(EDUCATION_LEVELS),
  motherTongue: z.enum(MOTHER_TONGUES),
  occupation: z.enum(OCCUPATIONS),
  jobTitle: z.string(),
  /** Null when there is none or the member shows photos only to accepted connections. */
  photo: mediaImageSchema.nullable(),
  photosHidden: z.boolean(),
  /** The kundli total with the viewer (bride → groom), when both have birth details. */
  gunaScore: z.number().nullable(),
  /** A paid plan with a profile boost is running. */
  boosted: z.boolean(),
  /** The member passed ID verification (milan-verification.ts). */
  verified: z.boolean(),
  /** When the member was last active, coarsely (issue 22; never the exact time). */
  lastActive: lastActiveSchema,
  /** The viewer saved this profile to their shortlist (issue 22; milan-shortlist.ts); false for visitors. */
  shortlisted: z.boolean(),
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

/** Why the kundli has no score: the viewer or the profile lacks birth time and place, or nobody is logged in. */
export const KUNDLI_MISSING = ['login', 'viewer_incomplete', 'profile_incomplete', 'same_gender'] as const;
/** Why contact details are hidden (null when shown). */
export const CONTACT_LOCKS = ['login', 'membership', 'connection', 'quota'] as const;
export const CONNECTION_STATES = ['none', 'sent', 'received', 'accepted', 'declined'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/**
 * GET /api/users/:id → `user`. Another member's profile shows everything but
 * the contact details, the surname (initial only) and the exact birth data
 * (rashi and nakshatra only); the owner gets every field and `own: true`.
 */
export const profileViewSchema = z.object({
  _id: z.string(),
  own: z.boolean(),
  firstName: z.string(),
  /** The surname's initial for others ("S."), the whole surname for the owner. */
  lastName: z.string(),
  age: z.number().int(),
  ...milanProfileFieldsSchema.shape,
  dateOfBirth: z.string().nullable(),
  birthTime: z.string().nullable(),
  birthPlace: z.string().nullable(),
  photos: z.array(profilePhotoSchema),
  photosHidden: z.boolean(),
  /** Moon sign for the kundli (indices into the rashi and nakshatra lists), null without birth details. */
  rashi: z.number().int().min(0).max(11).nullable(),
  nakshatra: z.number().int().min(0).max(26).nullable(),
  emailVerified: z.boolean(),
  /** The member passed ID verification (milan-verification.ts). */
  verified: z.boolean(),
  kundli: kundliMatchSchema.nullable(),
  kundliMissing: z.enum(KUNDLI_MISSING).nullable(),
  contact: z.object({ mobile: z.string(), email: z.string() }).nullable(),
  contactLock: z.enum(CONTACT_LOCKS).nullable(),
  connection: z.enum(CONNECTION_STATES),
  /** The viewer saved this profile to their shortlist (issue 22; milan-shortlist.ts); false for visitors and the owner. */
  shortlisted: z.boolean(),
  /** The viewer already asked this member for photos (POST /api/users/:id/photo-request, issue 22). */
  photoRequested: z.boolean(),
  /** 0–100, for the owner's dashboard; other people get null. */
  completeness: z.number().int().min(0).max(100).nullable(),
  /** When the member was last active, coarsely (issue 22; never the exact time). */
  lastActive: lastActiveSchema,
  createdAt: z.string(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
export const profileViewResponseSchema = z.object({ success: z.literal(true), user: profileViewSchema });
export type ProfileViewResponse = z.infer<typeof profileViewResponseSchema>;

// ── Search ──────────────────────────────────────────────────────────────────

export const SEARCH_SORTS = ['newest', 'match'] as const;
/** Whose wishes a search follows: `mine`, the member's partner preferences (issue 22); `everyone`, the filters only. */
export const SEARCH_PREFERENCES = ['mine', 'everyone'] as const;
const optionalInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/**
 * GET /api/users/search query (SPEC §7: query params, `currentUserId`).
 * `currentUserId`, when sent, must be the signed-in member (403 otherwise);
 * `gender` defaults to the opposite of the viewer's. `sort=match` orders by
 * kundli score with the viewer and needs the viewer's birth details.
 * `preferences=mine` also applies the member's partner preferences, each
 * unless the filter of the same field is set (issue 22). `manglik=yes`:
 * Manglik profiles; `no`: profiles known not to be (an unknown status matches neither).
 */
export const profileSearchQuerySchema = z
  .object({
    currentUserId: recordIdSchema.optional(),
    gender: z.enum(MILAN_GENDERS).optional(),
    ageMin: optionalInt(18, MAX_AGE),
    ageMax: optionalInt(18, MAX_AGE),
    heightMin: optionalInt(HEIGHT_CM.min, HEIGHT_CM.max),
    heightMax: optionalInt(HEIGHT_CM.min, HEIGHT_CM.max),
    religion: z.enum(RELIGIONS).optional(),
    caste: z.string().trim().min(1).max(60).optional(),
    motherTongue: z.enum(MOTHER_TONGUES).optional(),
    maritalStatus: z.enum(MARITAL_STATUSES).optional(),
    education: z.enum(EDUCATION_LEVELS).optional(),
    occupation: z.enum(OCCUPATIONS).optional(),
    incomeBand: z.enum(INCOME_BANDS).optional(),
    state: z.string().trim().min(1).max(60).optional(),
    city: z.string().trim().min(1).max(60).optional(),
    diet: z.enum(DIETS).optional(),
    manglik: z.enum(MANGLIK_FILTERS).optional(),
    sort: z.enum(SEARCH_SORTS).default('newest'),
    preferences: z.enum(SEARCH_PREFERENCES).default('everyone'),
    ...publicPagingShape,
  })
  .refine((q) => q.ageMin === undefined || q.ageMax === undefined || q.ageMin <= q.ageMax, {
    message: MESSAGES.ageRangeOrder,
    path: ['ageMax'],
  })
  .refine((q) => q.heightMin === undefined || q.heightMax === undefined || q.heightMin <= q.heightMax, {
    message: MESSAGES.heightRangeOrder,
    path: ['heightMax'],
  });
export type ProfileSearchQuery = z.input<typeof profileSearchQuerySchema>;
/**
 * A page of cards; `preferencesApplied`: the member's partner preferences
 * narrowed it (`preferences=mine` from a member with a profile).
 */
export const profileSearchResponseSchema = pagedResultsSchema(profileCardSchema).extend({
  preferencesApplied: z.boolean(),
});
export type ProfileSearchResponse = z.infer<typeof profileSearchResponseSchema>;

/** GET /api/users/featured: up to 8 complete profiles with a photo, boosted ones first. */
export const featuredProfilesResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(profileCardSchema),
});
export type FeaturedProfilesResponse = z.infer<typeof featuredProfilesResponseSchema>;

// ── Photos ──────────────────────────────────────────────────────────────────

/** POST /api/users/:id/upload-image (multipart `image`), PATCH and DELETE …/photos/:photoId → the photos now. */
export const profilePhotosResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  photos: z.array(profilePhotoSchema),
});
export type ProfilePhotosResponse = z.infer<typeof profilePhotosResponseSchema>;
export const photoParamsSchema = z.object({ id: recordIdSchema, photoId: recordIdSchema });

/**
 * GET /api/milan/photos/:id/:file — one stored size of a photo of member :id
 * (`photo-<hash>-<width>.webp|avif`; seeded portraits `portrait-…`). The
 * answers carry these URLs; a member who shows photos to accepted connections
 * only gets them signed for the viewer with the query below, valid minutes.
 */
export const photoFileParamsSchema = z.object({
  id: recordIdSchema,
  file: z.string().regex(/^(photo|portrait)-[0-9a-f]{12}-\d{1,4}\.(webp|avif)$/, MESSAGES.unknownPhotoFile),
});
/** The signature of a photo link: the viewer it was issued to, its expiry (Unix seconds) and the HMAC of both. */
export const photoLinkQuerySchema = z.object({
  v: recordIdSchema.optional(),
  exp: z.coerce.number().int().positive().optional(),
  sig: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/)
    .optional(),
});
export type PhotoLinkQuery = z.output<typeof photoLinkQuerySchema>;
/** PATCH /api/users/:id/photos/:photoId body: make this photo the primary one. */
export const profilePhotoUpdateBodySchema = z.object({ isPrimary: z.literal(true) });

// ── Blocking ────────────────────────────────────────────────────────────────

/** POST/DELETE /api/users/:id/block: the signed-in member blocks or unblocks `:id`. */
export const blockResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type BlockResponse = z.infer<typeof blockResponseSchema>;

// ── Photo requests (issue 22) ───────────────────────────────────────────────

/**
 * POST /api/users/:id/photo-request: the signed-in member asks `:id`, whose
 * photos they cannot see or who has none, to add or show photos. Once per
 * pair: asking again answers the same. Failures carry `error`
 * (PHOTO_REQUEST_ERRORS): self (400), not_found (404), profile_required (409),
 * photos_visible (409: the viewer already sees photos).
 */
export const photoRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  photoRequested: z.literal(true),
});
export type PhotoRequestResponse = z.infer<typeof photoRequestResponseSchema>;
export const PHOTO_REQUEST_ERRORS = ['self', 'not_found', 'profile_required', 'photos_visible'] as const;

// ── Connection requests (SPEC §7 POST api/connections/request) ──────────────

/** The longest note a member may send with an interest (issue 22), in characters. */
export const INTEREST_NOTE_MAX_LENGTH = 300;
const interestNote = z.string().trim().max(INTEREST_NOTE_MAX_LENGTH, MESSAGES.interestNoteTooLong);

/**
 * `message` is the note sent with the interest (plain text, trimmed, at most
 * 300 characters). `note` (issue 22, "send interest with a note") is the same
 * note under the issue's name; when both are given, a non-empty `note` wins.
 * The receiver reads it as the connection item's `message`.
 */
export const connectionRequestBodySchema = z.object({
  receiverId: recordIdSchema,
  message: interestNote.default(''),
  note: interestNote.optional(),
});
export const connectionRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  connection: z.object({ _id: z.string(), status: z.enum(['pending', 'accepted']) }),
});
export type ConnectionRequestResponse = z.infer<typeof connectionRequestResponseSchema>;

/** Reasons in the `error` field of a failed connection request (SPEC §8 "Connection failed"). */
export const CONNECTION_ERRORS = [
  'self',
  'not_found',
  'duplicate',
  'daily_limit',
  'profile_required',
  'already_connected',
] as const;
