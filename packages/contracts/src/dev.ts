import { z } from './zod.js';

/** GET /api/dev/outbox?to= (sandbox SMS, e-mail and pushes only, never in production). */
export const outboxQuerySchema = z.object({ to: z.string().trim().min(1).max(200) });
export const outboxItemSchema = z.object({
  channel: z.enum(['sms', 'email', 'push']),
  to: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  code: z.string().optional(),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxResponseSchema = z.object({ status: z.literal(true), data: z.array(outboxItemSchema) });
