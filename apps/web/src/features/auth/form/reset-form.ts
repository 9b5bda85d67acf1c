/** The reset-password form (/reset-password): the contract's password rules, and the same password typed twice. */
import { passwordSchema, z } from '@seva/contracts';

export const resetFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: 'The passwords do not match.',
    path: ['confirm'],
  });
