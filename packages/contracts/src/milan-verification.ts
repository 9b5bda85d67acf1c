/**
 * Milan Sathi ID verification (SPEC §1; DOMAIN "Milan Sathi": verification
 * badges, government ID and a selfie matched to the photo). A member uploads
 * one government ID and a selfie; an admin compares them with the profile
 * photos and verifies or rejects with a reason. Only the document type and
 * the last four characters of its number are kept (an Aadhaar must be the
 * masked one); the images are private — shown to the owner and admins only —
 * and deleted once reviewed.
 */
import { z } from './zod.js';
import { MESSAGES } from './messages.js';
import { pagedResultsSchema } from './admin-common.js';
import { pageQuerySchema, recordIdSchema } from './common.js';
import { mediaImageSchema } from './media.js';

export const ID_DOCUMENT_TYPES = ['aadhaar', 'pan', 'passport', 'voter_id', 'driving_licence'] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/**
 * What each document's number looks like, after removing spaces and hyphens
 * and upper-casing: Aadhaar 12 digits (the first 2–9), PAN AAAAA9999A,
 * passport A9999999, voter ID (EPIC) AAA9999999, driving licence
 * SS99 then 11 digits (state code, RTO, year, number).
 */
export const ID_NUMBER_PATTERNS: Record<IdDocumentType, RegExp> = {
  aadhaar: /^[2-9][0-9]{11}$/,
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  passport: /^[A-Z][0-9]{7}$/,
  voter_id: /^[A-Z]{3}[0-9]{7}$/,
  driving_licence: /^[A-Z]{2}[0-9]{13}$/,
};

/** The number as the patterns read it: no spaces or hyphens, upper case. */
export const normaliseIdNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** The number as we keep and show it: every character but the last four as X ("XXXXXXXX1234"). */
export const maskIdNumber = (value: string) => {
  const plain = normaliseIdNumber(value);
  return 'X'.repeat(Math.max(0, plain.length - 4)) + plain.slice(-4);
};

/** Largest ID or selfie image, in bytes (5 MB). */
export const VERIFICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * The text fields of POST /api/verification (multipart, beside the files
 * `document` and `selfie`). The number must match the type's pattern.
 */
export const verificationFieldsSchema = z
  .object({
    documentType: z.enum(ID_DOCUMENT_TYPES, { error: MESSAGES.chooseIdKind }),
    documentNumber: z.string().trim().min(1, MESSAGES.enterIdNumber).max(30),
  })
  .refine((v) => ID_NUMBER_PATTERNS[v.documentType].test(normaliseIdNumber(v.documentNumber)), {
    message: MESSAGES.idNumberLooksWrong,
    path: ['documentNumber'],
  });
export type VerificationFields = z.input<typeof verificationFieldsSchema>;

export const verificationSchema = z.object({
  _id: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  documentType: z.enum(ID_DOCUMENT_TYPES),
  /** Masked: only the last four characters show. */
  documentNumber: z.string(),
  /** Why it was rejected ('' otherwise). */
  reason: z.string(),
  /** The uploaded images are still kept (until the review). */
  hasFiles: z.boolean(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** GET /api/verification: the latest request of the signed-in member (null: never asked) and the badge. */
export const verificationStateResponseSchema = z.object({
  success: z.literal(true),
  verified: z.boolean(),
  verification: verificationSchema.nullable(),
});
export type VerificationStateResponse = z.infer<typeof verificationStateResponseSchema>;

/** POST /api/verification → the new pending request. 409 while one is pending or once verified. */
export const verificationSubmitResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  verification: verificationSchema,
});
export type VerificationSubmitResponse = z.infer<typeof verificationSubmitResponseSchema>;

/** GET /api/verification/:id/files/:file — the owner's or an admin's look at a kept image. */
export const VERIFICATION_FILES = ['document', 'selfie'] as const;
export const verificationFileParamsSchema = z.object({
  id: recordIdSchema,
  file: z.enum(VERIFICATION_FILES),
});

// ── The admin review queue ─────────────────────────────────────────────────

/** GET /api/admin/milan/verifications: oldest pending first by default. */
export const adminVerificationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(VERIFICATION_STATUSES).default('pending'),
});
export const adminVerificationSchema = verificationSchema.extend({
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  /** The profile's photos, to compare with the selfie. */
  profilePhotos: z.array(mediaImageSchema),
  reviewedBy: z.string().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationsResponseSchema = pagedResultsSchema(adminVerificationSchema);
export type AdminVerificationsResponse = z.infer<typeof adminVerificationsResponseSchema>;

/** PATCH /api/admin/milan/verifications/:id: verify, or reject with a reason the member is told. */
export const adminVerificationReviewBodySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('verified') }),
  z.object({
    status: z.literal('rejected'),
    reason: z.string().trim().min(5, 'Please give the reason (at least 5 characters).').max(300),
  }),
]);
export type AdminVerificationReviewBody = z.infer<typeof adminVerificationReviewBodySchema>;
export const adminVerificationResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: adminVerificationSchema,
});
export type AdminVerificationResponse = z.infer<typeof adminVerificationResponseSchema>;
