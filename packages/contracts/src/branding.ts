import { z } from './zod.js';

/**
 * Public branding the footer and modals show (SPEC §1), from server
 * configuration: GET /api/app/config.
 */
export const brandingSchema = z.object({
  officeAddress: z.string(),
  phone: z.string(),
  email: z.string(),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    x: z.string(),
  }),
  appStoreUrl: z.string(),
  playStoreUrl: z.string(),
  flightBookingUrl: z.string(),
  hotelBookingUrl: z.string(),
  /** The seller on GST invoices (issue 23): legal name, GSTIN and its registered state (a sandbox default). */
  seller: z.object({ legalName: z.string(), gstin: z.string(), state: z.string() }),
});
export type Branding = z.infer<typeof brandingSchema>;
export const appConfigResponseSchema = z.object({ status: z.literal(true), data: brandingSchema });
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;
