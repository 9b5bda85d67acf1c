/**
 * What the admin console's contracts share (shop, puja, yatra, customers):
 * the paged list envelope, the answers carrying one record, the list queries,
 * the status-change body and how a booking's money is shown.
 */
import { z } from './zod.js';
import { pageQuerySchema } from './common.js';
import { PAYMENT_STATUSES, REFUND_STATUSES } from './payments.js';

/** A list answer: one page of `item`, `{ status: true, results, total, page, pageSize }`. */
export const pagedResultsSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal(true),
    results: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
/** The type of a list answer of `Item` records, for code generic over the record (the web's content console). */
export type PagedResults<Item> = z.infer<ReturnType<typeof pagedResultsSchema<z.ZodType<Item>>>>;

/** A read of one record: `{ status: true, data }`. */
export const recordResponseSchema = <T extends z.ZodType>(item: T) => z.object({ status: z.literal(true), data: item });

/** A write of one record: `{ status: true, message, data }`, the message being what the console shows. */
export const savedResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), message: z.string(), data: item });
/** The type of a write's answer carrying an `Item` record, for code generic over the record. */
export type SavedResponse<Item> = z.infer<ReturnType<typeof savedResponseSchema<z.ZodType<Item>>>>;

/** A catalogue list query (display order): the page, text `q` and `active` ('true' active only, 'false' hidden only; absent: both). */
export const catalogueQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(80).optional(),
  /** 'true' active only, 'false' hidden only; absent: both. */
  active: z.enum(['true', 'false']).optional(),
  /** 'missing': only rows whose Hindi lacks a filled English field (issue 21, decision 011). */
  hindi: z.enum(['missing']).optional(),
});

/**
 * A list query of orders or bookings (newest first): the page, text `q` (a name or the id) and
 * `status`, one of `statuses` or several joined by commas (`placed,packed`: the overview's
 * queues), parsed to the list of them.
 */
export const statusListQuerySchema = <const T extends readonly string[]>(statuses: T) =>
  pageQuerySchema.extend({
    status: z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(z.enum(statuses)).min(1).max(statuses.length))
      .optional(),
    q: z.string().trim().max(100).optional(),
  });

/** PATCH …/:id/status: `{ status }`, one of `targets`; `what` names the record in the message ("booking", "order"). */
export const statusBodySchema = <const T extends readonly string[]>(targets: T, what = 'booking') =>
  z.object({ status: z.enum(targets, { error: `Please choose a valid ${what} status.` }) });

/** How the console sees a booking's money: who paid, our payment record, its state and its refund. */
export const adminPaymentStateShape = {
  customerId: z.string(),
  /** Our payment record (`payments._id`). */
  paymentRecordId: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The refund of the booking's payment, once one was asked for (null: none). */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  updatedAt: z.string(),
};
