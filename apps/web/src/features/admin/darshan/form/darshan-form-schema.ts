/** The darshan editor's schema: the request schema itself (adminDarshanCreateBodySchema), with the temple to be chosen. */
import { adminDarshanCreateBodySchema, type AdminDarshanCreateBody } from '@seva/contracts';
import { bodyFormSchema, CHOOSE } from '../../shared/form/body-form-schema';

export const darshanFormSchema = bodyFormSchema(
  adminDarshanCreateBodySchema,
  (values: AdminDarshanCreateBody) => values,
  { templeId: CHOOSE.temple },
);
