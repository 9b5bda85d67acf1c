/**
 * The media category editor's schema, the request schema itself. A category's
 * fields are a sub-category's without the parent, which is then neither
 * checked nor sent; a sub-category's parent must be chosen.
 */
import { adminMediaSubCategoryCreateBodySchema, type AdminMediaSubCategoryCreateBody, z } from '@seva/contracts';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';

type Values = AdminMediaSubCategoryCreateBody;
const categorySchema = adminMediaSubCategoryCreateBodySchema.extend({ categoryId: z.string() });
export type MediaCategoryBody = z.output<typeof categorySchema>;
const subCategorySchema = bodyFormSchema(adminMediaSubCategoryCreateBodySchema, (values: Values) => values, {
  categoryId: CHOOSE.category,
});

/** The schema of a sub-category's form (`withParent`) or of a category's. */
export function mediaCategoryFormSchema(withParent: boolean): z.ZodType<MediaCategoryBody, Values> {
  return withParent ? subCategorySchema : categorySchema;
}
