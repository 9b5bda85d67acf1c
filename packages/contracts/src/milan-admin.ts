/**
 * The Milan Sathi console (admin only): profiles (suspend, remove photos)
 * and membership plans (milan-membership.ts has the plan body).
 */
import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { pageQuerySchema } from './common.js';
import { MILAN_GENDERS, OCCUPATIONS, profilePhotoSchema } from './milan.js';

export const ADMIN_PROFILE_STATUSES = ['active', 'suspended'] as const;

/** GET /api/admin/milan/profiles: newest first, by name, mobile, e-mail or id (`q`) and status. */
export const adminProfilesQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_PROFILE_STATUSES).optional(),
});

export const adminProfileSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  email: z.string(),
  gender: z.enum(MILAN_GENDERS),
  age: z.number().int(),
  city: z.string(),
  state: z.string(),
  occupation: z.enum(OCCUPATIONS),
  photos: z.array(profilePhotoSchema),
  status: z.enum(ADMIN_PROFILE_STATUSES),
  suspendedReason: z.string(),
  /** The paid plan running now, by name; null on the free plan. */
  planName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;
export const adminProfilesResponseSchema = pagedResultsSchema(adminProfileSchema);
export type AdminProfilesResponse = z.infer<typeof adminProfilesResponseSchema>;

/** PATCH /api/admin/milan/profiles/:id/status: suspend (with a reason the member is told) or restore. */
export const adminProfileStatusBodySchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('suspended'),
    reason: z.string().trim().min(5, 'Please give the reason (at least 5 characters).').max(300),
  }),
  z.object({ status: z.literal('active') }),
]);
export const adminProfileResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: adminProfileSchema,
});
export type AdminProfileResponse = z.infer<typeof adminProfileResponseSchema>;
