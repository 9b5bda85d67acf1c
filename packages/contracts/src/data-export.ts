/**
 * "Download my data" (issue 24, India's DPDP Act 2023 s.11, the right to
 * access): a signed-in customer asks for a ZIP of their own data; the API
 * prepares it in the background and tells them in the notification centre
 * when it is ready. The file is kept DATA_EXPORT_TTL_DAYS and then deleted
 * (the privacy policy quotes these constants).
 */
import { RETENTION } from './retention.js';
import { z } from './zod.js';

/** Days a prepared export can be downloaded; then the file is deleted (the privacy policy's RETENTION.exportFileDays). */
export const DATA_EXPORT_TTL_DAYS = RETENTION.exportFileDays;
/** Exports a customer may request in 24 hours. */
export const DATA_EXPORTS_PER_DAY = 3;

/** pending: being prepared; ready: downloadable until expiresAt; failed: could not be prepared; expired: file deleted. */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  _id: z.string(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: z.string(),
  /** When the ZIP was ready (ISO), or null. */
  readyAt: z.string().nullable(),
  /** When the ZIP is deleted (ISO), or null while pending or after a failure. */
  expiresAt: z.string().nullable(),
  /** The ZIP's size in bytes, or null. */
  sizeBytes: z.number().int().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** POST /api/me/data-export → 202 with the request (a new one, or the one still being prepared). */
export const dataExportResponseSchema = z.object({ success: z.literal(true), data: dataExportSchema });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

/** GET /api/me/data-exports: the customer's exports, newest first. */
export const dataExportsResponseSchema = z.object({ success: z.literal(true), results: z.array(dataExportSchema) });
export type DataExportsResponse = z.infer<typeof dataExportsResponseSchema>;
