import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { recordIdSchema } from './common.js';
import { GENDERS } from './auth.js';
import { ROLES } from './constants.js';
import { adminAreaSchema } from './admin-areas.js';
import { MESSAGES } from './messages.js';

/** The signed-in customer's full profile: GET /api/app/customer/me. */
export const customerProfileSchema = z.object({
  _id: recordIdSchema,
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  gender: z.enum(GENDERS).nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  address: z.string(),
  pincode: z.string(),
  role: z.enum(ROLES),
  /** The console areas an admin holds (empty for customers): what the console's menu shows. */
  adminAreas: z.array(adminAreaSchema),
  createdAt: z.string(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
export const customerProfileResponseSchema = z.object({ status: z.literal(true), data: customerProfileSchema });
export type CustomerProfileResponse = z.infer<typeof customerProfileResponseSchema>;

/** PUT /api/users/:id body: the editable customer details (own record only). */
export const profileUpdateBodySchema = z.object({
  firstName: z.string().trim().min(1, MESSAGES.enterFirstName).max(60),
  lastName: z.string().trim().max(60).default(''),
  email: z
    .union([z.literal(''), z.email(MESSAGES.enterValidEmail)])
    .default('')
    .transform((e) => e.toLowerCase()),
  gender: z.enum(GENDERS).nullable().default(null),
  country: z.string().trim().max(60).default('India'),
  state: z.string().trim().max(60).default(''),
  city: z.string().trim().max(60).default(''),
  address: z.string().trim().max(300).default(''),
  pincode: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, MESSAGES.pincodeSixDigits)
    .default(''),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

/** GET /api/admin/customers: paged, searchable by name, mobile or e-mail. */
export const adminCustomersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const adminCustomersResponseSchema = pagedResultsSchema(customerProfileSchema);
export type AdminCustomersResponse = z.infer<typeof adminCustomersResponseSchema>;
