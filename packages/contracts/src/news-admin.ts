/**
 * The content console's news desk (admin area `content`), REST-shaped under /api/admin/…:
 *   GET/POST /admin/news/categories, PATCH/DELETE …/:id
 *   GET/POST /admin/news/items (?categoryId=&breaking=), GET/PATCH/DELETE …/:id, POST …/:id/image
 * A DELETE of a news category that still holds news answers 409; hide it with `active: false` instead.
 */
import { z } from './zod.js';
import { catalogueQuerySchema, pagedResultsSchema, recordResponseSchema, savedResponseSchema } from './admin-common.js';
import {
  auditShape,
  dateTimeField,
  optionalHindiName,
  requiredText,
  sortOrderField,
  updateBodySchema,
} from './admin-fields.js';
import { recordIdSchema } from './common.js';
import { hindiText } from './content-hindi.js';
import { newsCategorySchema, newsDetailsSchema } from './news.js';

export const adminNewsCategorySchema = newsCategorySchema.extend(auditShape);
export type AdminNewsCategory = z.infer<typeof adminNewsCategorySchema>;
const newsCategoryFields = z.object({
  name: requiredText('name', 2, 80),
  nameHi: optionalHindiName,
  sortOrder: sortOrderField,
  active: z.boolean(),
});
export const adminNewsCategoryCreateBodySchema = newsCategoryFields.extend({
  nameHi: newsCategoryFields.shape.nameHi.default(''),
  sortOrder: sortOrderField.default(0),
  active: z.boolean().default(true),
});
export type AdminNewsCategoryCreateBody = z.input<typeof adminNewsCategoryCreateBodySchema>;
export const adminNewsCategoryUpdateBodySchema = updateBodySchema(newsCategoryFields);
export type AdminNewsCategoryUpdateBody = z.input<typeof adminNewsCategoryUpdateBodySchema>;
/** GET /admin/news/categories?q=&active=&page=&pageSize= (display order). */
export const adminNewsCategoriesQuerySchema = catalogueQuerySchema;
export const adminNewsCategoriesResponseSchema = pagedResultsSchema(adminNewsCategorySchema);
export const adminNewsCategoryResponseSchema = savedResponseSchema(adminNewsCategorySchema);

/** The Hindi of a news story as stored and edited (decision 011): the English text fields' names, each optional. */
export const adminNewsHindiSchema = z
  .object({ title: hindiText(200), summary: hindiText(400), body: hindiText(20_000), source: hindiText(80) })
  .partial();
export type AdminNewsHindi = z.infer<typeof adminNewsHindiSchema>;

/** A news item as the console sees it; `active: false` is a draft, a future `publishedAt` is scheduled. */
export const adminNewsSchema = newsDetailsSchema.extend({
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  hi: adminNewsHindiSchema,
  /** The English text fields with no Hindi yet ('title', 'body'…); empty when the Hindi is complete. */
  hindiMissing: z.array(z.string()),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;
const newsFields = z.object({
  categoryId: recordIdSchema,
  title: requiredText('headline', 5, 200),
  summary: requiredText('summary', 10, 400),
  body: requiredText('story', 20, 20_000),
  source: requiredText('source', 2, 80),
  isBreaking: z.boolean(),
  publishedAt: dateTimeField,
  active: z.boolean(),
  hi: adminNewsHindiSchema,
});
export const adminNewsCreateBodySchema = newsFields.extend({
  source: newsFields.shape.source.default('Seva News Desk'),
  isBreaking: z.boolean().default(false),
  publishedAt: dateTimeField.optional(),
  active: z.boolean().default(true),
  hi: adminNewsHindiSchema.default({}),
});
export type AdminNewsCreateBody = z.input<typeof adminNewsCreateBodySchema>;
export const adminNewsUpdateBodySchema = updateBodySchema(newsFields);
export type AdminNewsUpdateBody = z.input<typeof adminNewsUpdateBodySchema>;
export const adminNewsListQuerySchema = catalogueQuerySchema.extend({
  categoryId: recordIdSchema.optional(),
  breaking: z.enum(['true', 'false']).optional(),
});
export const adminNewsListResponseSchema = pagedResultsSchema(adminNewsSchema);
export const adminNewsResponseSchema = savedResponseSchema(adminNewsSchema);
export const adminNewsRecordResponseSchema = recordResponseSchema(adminNewsSchema);
