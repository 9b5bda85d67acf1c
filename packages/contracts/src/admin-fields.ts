/**
 * Form fields the console's forms share (pujas, yatras, shop, Sanchar media, news): the
 * messages are the ones the forms show under each field.
 */
import { z } from './zod.js';

/** Text of `min`–`max` characters after trimming; `what` names it in the messages. */
export const requiredText = (what: string, min: number, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(min, `Please enter the ${what}.`)
    .max(max, `The ${what} can have at most ${max} characters.`);

/** One line of a list (benefits, inclusions…): 2–200 characters. */
export const listLineField = z
  .string()
  .trim()
  .min(2, 'Each line needs at least 2 characters.')
  .max(200, 'At most 200 characters a line.');

/** A stored image path (/uploads/…) or a web address; '' for none. */
export const imageField = z
  .string()
  .trim()
  .max(500, 'The image address can have at most 500 characters.')
  .refine(
    (value) => value === '' || /^(https?:\/\/[^\s/]|\/(?!\/))\S*$/.test(value),
    'Please upload a picture or give a web address.',
  );

/**
 * A calendar date `YYYY-MM-DD` that exists (2027-02-30 does not). `missing`
 * is the message for no date, `malformed` for another shape (default: `missing`).
 */
export const calendarDateField = (missing: string, malformed = missing) =>
  z
    .string({ error: missing })
    .regex(/^\d{4}-\d{2}-\d{2}$/, malformed)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    }, 'Please enter a real calendar date.');

/** A PATCH body: any of `fields`, at least one ('Nothing to update.' otherwise). */
export const updateBodySchema = <T extends z.ZodRawShape>(fields: z.ZodObject<T>) =>
  fields.partial().refine((body) => Object.keys(body).length > 0, 'Nothing to update.');

/** A record's place in its list (display order): a whole number 0–9999. */
export const sortOrderField = z
  .number({ error: 'Please enter the position.' })
  .int('The position must be a whole number.')
  .min(0, 'The position cannot be negative.')
  .max(9999);
/** A Hindi name beside the English one; '' for none. */
export const optionalHindiName = z.string().trim().max(120, 'The Hindi name can have at most 120 characters.');
/** An ISO date-time (`2026-11-22T06:00:00.000Z` or with an offset). */
export const dateTimeField = z.iso.datetime({ offset: true, error: 'Please enter a date and time.' });

/** Record-state fields every console record of an ordered list shows. */
export const auditShape = {
  sortOrder: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
