/**
 * The admin queue of profile reports (milan-connections.ts has the member's
 * POST /api/users/:id/report). An admin reviews a report and closes it:
 * `actioned` (they suspended the profile or removed a photo through the
 * profiles console) or `dismissed`.
 */
import { z } from './zod.js';
import { pagedResultsSchema } from './admin-common.js';
import { pageQuerySchema } from './common.js';
import { REPORT_REASONS } from './milan-connections.js';

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** GET /api/admin/milan/reports: open ones oldest first; closed ones newest first. */
export const adminReportsQuerySchema = pageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).default('open'),
});

const reportPartySchema = z.object({ _id: z.string(), name: z.string(), mobile: z.string() });

export const adminReportSchema = z.object({
  _id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter: reportPartySchema,
  reported: reportPartySchema.extend({
    /** The reported profile is suspended now. */
    suspended: z.boolean(),
    /** Open reports against this profile, this one included. */
    openReports: z.number().int(),
  }),
  /** What the admin wrote when closing it ('' while open). */
  resolution: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const adminReportsResponseSchema = pagedResultsSchema(adminReportSchema);
export type AdminReportsResponse = z.infer<typeof adminReportsResponseSchema>;

/** PATCH /api/admin/milan/reports/:id: close an open report. */
export const adminReportResolveBodySchema = z.object({
  status: z.enum(['actioned', 'dismissed'], { error: 'Please choose how the report was handled.' }),
  resolution: z.string().trim().max(500).default(''),
});
export const adminReportResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: adminReportSchema,
});
export type AdminReportResponse = z.infer<typeof adminReportResponseSchema>;
