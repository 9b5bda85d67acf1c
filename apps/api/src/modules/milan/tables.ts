/**
 * Milan Sathi (the Milan Sathi issue): profiles keyed by the customer's id
 * (one person, one account), their photos, blocks, connection requests,
 * membership plans and purchases, contact reveals, and the kundli score
 * table that lets search sort by guna milan inside the database; and (the
 * connections issue) reports, chat messages and ID verifications.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Diet,
  FamilyRelation,
  EducationLevel,
  FamilyDetails,
  IdDocumentType,
  IncomeBand,
  MediaImage,
  MaritalStatus,
  MembershipPlanHindi,
  MilanGender,
  MotherTongue,
  Occupation,
  PartnerPreferences,
  PhotoVisibility,
  ProfileCreator,
  Religion,
  ReportReason,
  ReportStatus,
  VerificationStatus,
} from '@seva/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from '../../db/columns.js';
import { customers } from '../customers/tables.js';
import { payments } from '../payments/tables.js';

const at = () => timestamp({ withTimezone: true, mode: 'date' });
const owner = () =>
  text()
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' });

/**
 * A member's matrimony profile. Name, mobile and e-mail stay on `customers`.
 * `moonRashi`/`moonNakshatra` and `manglik` are computed from the birth details on save
 * (null without birth time and place; `manglik` also null on rows saved before it existed). `suspendedAt` hides the profile from
 * everyone but its owner and the admins.
 */
export const milanProfiles = pgTable(
  'milan_profiles',
  {
    customerId: text()
      .primaryKey()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdBy: text().$type<ProfileCreator>().notNull(),
    gender: text().$type<MilanGender>().notNull(),
    dateOfBirth: date({ mode: 'string' }).notNull(),
    heightCm: smallint().notNull(),
    religion: text().$type<Religion>().notNull(),
    caste: text().notNull().default(''),
    subCaste: text().notNull().default(''),
    gotra: text().notNull().default(''),
    motherTongue: text().$type<MotherTongue>().notNull(),
    maritalStatus: text().$type<MaritalStatus>().notNull(),
    education: text().$type<EducationLevel>().notNull(),
    educationDetail: text().notNull().default(''),
    occupation: text().$type<Occupation>().notNull(),
    jobTitle: text().notNull().default(''),
    incomeBand: text().$type<IncomeBand>(),
    diet: text().$type<Diet>().notNull(),
    state: text().notNull(),
    city: text().notNull(),
    about: text().notNull().default(''),
    family: jsonb().$type<FamilyDetails>().notNull(),
    partnerPreferences: jsonb().$type<PartnerPreferences>().notNull(),
    birthTime: text(),
    birthPlace: text(),
    moonRashi: smallint(),
    moonNakshatra: smallint(),
    /**
     * Whom the member's partner preferences accept, as plain columns generated
     * from `partner_preferences` (issue 22, Matches for you): the age and height
     * bounds, and each list (null: any). Matching reads these instead of the jsonb,
     * a few times cheaper per candidate. `seva_text_array` (migration 0030) turns a
     * jsonb array of strings into text[]; states keep the script they were saved in.
     */
    acceptsAgeMin: smallint().generatedAlwaysAs(sql`("partner_preferences" ->> 'ageMin')::smallint`),
    acceptsAgeMax: smallint().generatedAlwaysAs(sql`("partner_preferences" ->> 'ageMax')::smallint`),
    acceptsHeightMin: smallint().generatedAlwaysAs(sql`("partner_preferences" ->> 'heightMin')::smallint`),
    acceptsHeightMax: smallint().generatedAlwaysAs(sql`("partner_preferences" ->> 'heightMax')::smallint`),
    acceptsReligions: text()
      .array()
      .generatedAlwaysAs(sql`seva_text_array("partner_preferences" -> 'religions')`),
    acceptsMotherTongues: text()
      .array()
      .generatedAlwaysAs(sql`seva_text_array("partner_preferences" -> 'motherTongues')`),
    acceptsMaritalStatuses: text()
      .array()
      .generatedAlwaysAs(sql`seva_text_array("partner_preferences" -> 'maritalStatuses')`),
    acceptsDiets: text()
      .array()
      .generatedAlwaysAs(sql`seva_text_array("partner_preferences" -> 'diets')`),
    acceptsStates: text()
      .array()
      .generatedAlwaysAs(sql`seva_text_array("partner_preferences" -> 'states')`),
    /** Mangal dosha (kundli/manglik.ts): Mars in house 1, 2, 4, 7, 8 or 12 from the lagna, not cancelled. */
    manglik: boolean(),
    /**
     * The moon sign as one key, nakshatra × 12 + rashi, or -1 without one
     * (generated, so it follows every save of the birth details): search
     * reads a sign's members through milan_profiles_search_idx by equality.
     */
    moonSignKey: smallint()
      .notNull()
      .generatedAlwaysAs(sql`coalesce("moon_nakshatra" * 12 + "moon_rashi", -1)`),
    photoVisibility: text().$type<PhotoVisibility>().notNull().default('everyone'),
    /** Set by a membership with a profile boost; featured and search show boosted members first. */
    boostedUntil: at(),
    /** When an admin verified the member's government ID (the verified badge); null: not verified. */
    verifiedAt: at(),
    suspendedAt: at(),
    suspendedReason: text().notNull().default(''),
    /** A paid member's views are not recorded while on (issue 22, "browse privately"). */
    browsePrivately: boolean().notNull().default(false),
    /** Last activity, written at most every 15 minutes (profile-views/last-active.ts); shown coarsely only. */
    lastActiveAt: at(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => {
    // After a filter's columns, what a page of search needs (the id and the newest sort's keys), so a
    // search whose filters an index holds is answered from it alone (an index-only scan).
    const pageKeys = [t.customerId, t.createdAt, t.boostedUntil] as const;
    return [
      index('milan_profiles_gender_created_idx')
        .on(t.gender, t.createdAt.desc())
        .where(sql`${t.suspendedAt} is null`),
      index('milan_profiles_gender_religion_dob_idx')
        .on(t.gender, t.religion, t.dateOfBirth, ...pageKeys)
        .where(sql`${t.suspendedAt} is null`),
      index('milan_profiles_gender_religion_state_dob_idx')
        .on(t.gender, t.religion, t.state, t.dateOfBirth, ...pageKeys)
        .where(sql`${t.suspendedAt} is null`),
      index('milan_profiles_gender_state_city_idx')
        .on(t.gender, t.state, t.city, ...pageKeys)
        .where(sql`${t.suspendedAt} is null`),
      index('milan_profiles_gender_tongue_idx')
        .on(t.gender, t.motherTongue, ...pageKeys)
        .where(sql`${t.suspendedAt} is null`),
      // milan_profiles_search_idx, search's covering index, is made by migration 0016 and remade with `manglik`
      // by milan_manglik (Drizzle cannot write INCLUDE): (gender, moon_sign_key, created_at desc, customer_id desc)
      // INCLUDE every column a filter reads, under `suspended_at is null`.
    ];
  },
);
export type MilanProfileRow = typeof milanProfiles.$inferSelect;

/** Up to 6 photos a member; one is primary (partial unique index). `image` is the stored WebP/AVIF set. */
export const milanPhotos = pgTable(
  'milan_photos',
  {
    id: idColumn(),
    customerId: owner(),
    image: jsonb().$type<MediaImage>().notNull(),
    isPrimary: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('milan_photos_customer_idx').on(t.customerId, t.position),
    uniqueIndex('milan_photos_primary_key')
      .on(t.customerId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** `blockerId` blocked `blockedId`: neither sees the other anywhere. */
export const milanBlocks = pgTable(
  'milan_blocks',
  {
    blockerId: owner(),
    blockedId: owner(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('milan_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * `requesterId` asked `profileId` to add or show photos (issue 22), once per
 * pair; the owner was notified when the row was written.
 */
export const milanPhotoRequests = pgTable(
  'milan_photo_requests',
  {
    requesterId: owner(),
    profileId: owner(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.requesterId, t.profileId] })],
);

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/**
 * Interest from `requesterId` to `receiverId` (SPEC §7 api/connections/request).
 * At most one live (pending or accepted) request per ordered pair.
 */
export const milanConnections = pgTable(
  'milan_connections',
  {
    id: idColumn(),
    requesterId: owner(),
    receiverId: owner(),
    status: text().$type<ConnectionStatus>().notNull().default('pending'),
    message: text().notNull().default(''),
    respondedAt: at(),
    /** The family helper who sent the interest for the requester (null: the requester did). */
    requestedVia: text().references(() => milanFamilyMembers.id, { onDelete: 'set null' }),
    /** The family helper who last answered or withdrew it (null: the member did, or nobody has). */
    answeredVia: text().references(() => milanFamilyMembers.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('milan_connections_live_pair_key')
      .on(t.requesterId, t.receiverId)
      .where(sql`${t.status} in ('pending', 'accepted')`),
    index('milan_connections_requester_idx').on(t.requesterId, t.createdAt.desc()),
    index('milan_connections_receiver_idx').on(t.receiverId, t.status),
  ],
);

/**
 * A family helper of a member's account (issue 22, family login): invited by
 * mobile number; `helperId` is set when someone who signed in with that number
 * (so proved it by OTP) accepts. `removedAt` ends it (the member removed it,
 * or the helper declined or left); the row stays so interests and messages the
 * helper sent keep saying who sent them. One live invitation per number and account.
 */
export const milanFamilyMembers = pgTable(
  'milan_family_members',
  {
    id: idColumn(),
    accountId: owner(),
    mobile: text().notNull(),
    name: text().notNull(),
    relation: text().$type<FamilyRelation>().notNull(),
    helperId: text().references(() => customers.id, { onDelete: 'set null' }),
    acceptedAt: at(),
    removedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('milan_family_members_live_key')
      .on(t.accountId, t.mobile)
      .where(sql`${t.removedAt} is null`),
    index('milan_family_members_mobile_idx')
      .on(t.mobile)
      .where(sql`${t.removedAt} is null and ${t.helperId} is null`),
    index('milan_family_members_helper_idx')
      .on(t.helperId)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** Membership plans; `code` 'free' is the free plan (price 0, no duration). Prices in paise. */
export const milanPlans = pgTable('milan_plans', {
  id: idColumn(),
  code: text().notNull().unique(),
  name: text().notNull(),
  durationDays: integer().notNull(),
  pricePaise: integer().notNull(),
  contactViews: integer().notNull(),
  requestsPerDay: integer().notNull(),
  messaging: boolean().notNull(),
  profileBoost: boolean().notNull(),
  tagline: text().notNull().default(''),
  /** The Hindi of the name and tagline, same names (decision 011). */
  hi: jsonb().$type<MembershipPlanHindi>().notNull().default({}),
  active: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});
export type MilanPlanRow = typeof milanPlans.$inferSelect;

/**
 * One bought plan period. A renewal starts where the running period ends
 * (so it extends it); `paymentId` is unique, so one payment activates once.
 */
export const milanMemberships = pgTable(
  'milan_memberships',
  {
    id: idColumn(),
    customerId: owner(),
    planId: text()
      .notNull()
      .references(() => milanPlans.id),
    paymentId: text()
      .notNull()
      .unique()
      .references(() => payments.id),
    startsAt: at().notNull(),
    endsAt: at().notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('milan_memberships_customer_idx').on(t.customerId, t.endsAt.desc())],
);

/** Each contact reveal, once per viewer and profile (logged and limited: DOMAIN, brokers harvest contacts). */
export const milanContactViews = pgTable(
  'milan_contact_views',
  {
    viewerId: owner(),
    profileId: owner(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.profileId] }),
    index('milan_contact_views_viewer_idx').on(t.viewerId, t.createdAt),
  ],
);

/**
 * Who viewed whose profile (issue 22): one row per viewer, profile and India
 * calendar day (`viewedOn`, Asia/Kolkata), `viewedAt` the first view that day;
 * written `on conflict do nothing` (profile-views/profile-views.ts).
 */
export const milanProfileViews = pgTable(
  'milan_profile_views',
  {
    profileId: owner(),
    viewerId: owner(),
    viewedOn: date({ mode: 'string' }).notNull(),
    viewedAt: at().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.viewerId, t.viewedOn] }),
    index('milan_profile_views_profile_idx').on(t.profileId, t.viewedAt.desc()),
  ],
);

/**
 * A profile the member saved to look at later (issue 22, the shortlist):
 * once per member and profile; listed newest saved first.
 */
export const milanShortlists = pgTable(
  'milan_shortlists',
  {
    customerId: owner(),
    profileId: owner(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.profileId] }),
    index('milan_shortlists_customer_created_idx').on(t.customerId, t.createdAt.desc()),
  ],
);

/**
 * The daily new-matches e-mail (issue 22), one row per member who turned it
 * off or was sent (or checked for) one: no row means on and never sent.
 * `enabled` is the member's opt-out (PUT /api/users/me/match-emails);
 * `lastDigestOn` the India calendar date (Asia/Kolkata) of the last pass
 * that claimed the member and `lastDigestAt` its moment. A pass claims a
 * member by writing both in one conditional upsert (matches/match-digest.ts),
 * so two API processes never e-mail the same member twice on one day.
 */
export const milanMatchEmails = pgTable('milan_match_emails', {
  customerId: owner().primaryKey(),
  enabled: boolean().notNull().default(true),
  lastDigestOn: date({ mode: 'string' }),
  lastDigestAt: at(),
});

/**
 * Guna milan totals for every bride/groom moon sign pair (nakshatra and the
 * rashi it falls in), filled from the kundli engine at start-up, so search
 * can order by score with one join.
 */
export const gunaScores = pgTable(
  'guna_scores',
  {
    brideNakshatra: smallint().notNull(),
    brideRashi: smallint().notNull(),
    groomNakshatra: smallint().notNull(),
    groomRashi: smallint().notNull(),
    points: real().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.brideNakshatra, t.brideRashi, t.groomNakshatra, t.groomRashi] }),
    // A groom's row of scores (the primary key serves a bride's).
    index('guna_scores_groom_idx').on(t.groomNakshatra, t.groomRashi),
  ],
);

/** A member's report of another profile (REPORT_REASONS); open until an admin closes it. */
export const milanReports = pgTable(
  'milan_reports',
  {
    id: idColumn(),
    reporterId: owner(),
    reportedId: owner(),
    reason: text().$type<ReportReason>().notNull(),
    details: text().notNull().default(''),
    status: text().$type<ReportStatus>().notNull().default('open'),
    resolution: text().notNull().default(''),
    resolvedBy: text().references(() => customers.id, { onDelete: 'set null' }),
    resolvedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('milan_reports_status_created_idx').on(t.status, t.createdAt),
    index('milan_reports_reported_idx').on(t.reportedId, t.status),
    // One open report per reporter and profile: reporting again while open changes nothing.
    uniqueIndex('milan_reports_open_pair_key')
      .on(t.reporterId, t.reportedId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A chat message in the conversation of an accepted connection
 * (`connectionId` is the conversation's id). `clientId` is the sender
 * device's id for it: unique per sender, so a resend stores nothing new.
 */
export const milanMessages = pgTable(
  'milan_messages',
  {
    id: idColumn(),
    connectionId: text()
      .notNull()
      .references(() => milanConnections.id, { onDelete: 'cascade' }),
    senderId: owner(),
    receiverId: owner(),
    clientId: text().notNull(),
    body: text().notNull(),
    /** The family helper who wrote it for the sender (null: the sender did). */
    sentVia: text().references(() => milanFamilyMembers.id, { onDelete: 'set null' }),
    deliveredAt: at(),
    readAt: at(),
    /** When the sender deleted their account (issue 24): `body` was erased then; readers see "This message was deleted". */
    deletedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('milan_messages_sender_client_key').on(t.senderId, t.clientId),
    index('milan_messages_connection_idx').on(t.connectionId, t.id.desc()),
    index('milan_messages_unread_idx')
      .on(t.receiverId, t.connectionId)
      .where(sql`${t.readAt} is null`),
    index('milan_messages_undelivered_idx')
      .on(t.receiverId, t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * An ID verification request. Only the type and the masked number are kept;
 * `documentKey`/`selfieKey` name the private files (never served publicly),
 * cleared when the review deletes them.
 */
export const milanVerifications = pgTable(
  'milan_verifications',
  {
    id: idColumn(),
    customerId: owner(),
    documentType: text().$type<IdDocumentType>().notNull(),
    documentNumberMasked: text().notNull(),
    documentKey: text(),
    selfieKey: text(),
    status: text().$type<VerificationStatus>().notNull().default('pending'),
    reason: text().notNull().default(''),
    reviewedBy: text().references(() => customers.id, { onDelete: 'set null' }),
    reviewedAt: at(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('milan_verifications_customer_idx').on(t.customerId, t.createdAt.desc()),
    index('milan_verifications_status_idx').on(t.status, t.createdAt),
    // One request under review per member at a time.
    uniqueIndex('milan_verifications_pending_key')
      .on(t.customerId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
