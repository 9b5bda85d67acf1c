/**
 * Religious consultancy requests (SPEC §1, §2 /religious/consultancy, §5 the
 * confirm question, §7 POST api/app/customer/consultant_request): a signed-in
 * customer asks for a call about a topic; the team works the request through
 * new → contacted → closed. One open (not closed) request per topic at a time.
 */
import { z } from './zod.js';
import { MEDIA_LANGUAGES } from './media.js';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages.js';

export const CONSULTANCY_TOPICS = [
  'kundli',
  'marriage',
  'muhurat',
  'vastu',
  'puja_guidance',
  'career',
  'health',
  'other',
] as const;
export type ConsultancyTopic = (typeof CONSULTANCY_TOPICS)[number];

/** When the customer would like the call (India time). */
export const CONSULTANCY_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type ConsultancyTime = (typeof CONSULTANCY_TIMES)[number];

export const CONSULTANCY_STATUSES = ['new', 'contacted', 'closed'] as const;
export type ConsultancyStatus = (typeof CONSULTANCY_STATUSES)[number];

export const CONSULTANCY_MESSAGE_MAX = 1000;

/** POST /api/app/customer/consultant_request. */
export const consultancyRequestBodySchema = z.object({
  topic: z.enum(CONSULTANCY_TOPICS, { error: MESSAGES.chooseTopic }),
  preferredLanguage: z.enum(MEDIA_LANGUAGES, { error: MESSAGES.chooseLanguage }),
  preferredTime: z.enum(CONSULTANCY_TIMES, { error: MESSAGES.chooseCallTime }),
  message: z
    .string({ error: MESSAGES.consultancyAsk })
    .trim()
    .min(10, MESSAGES.consultancyTellMore)
    .max(CONSULTANCY_MESSAGE_MAX, MESSAGE_TEMPLATES.consultancyMessageMax(CONSULTANCY_MESSAGE_MAX)),
});
export type ConsultancyRequestBody = z.infer<typeof consultancyRequestBodySchema>;

export const consultancyRequestSchema = z.object({
  _id: z.string(),
  topic: z.enum(CONSULTANCY_TOPICS),
  preferredLanguage: z.enum(MEDIA_LANGUAGES),
  preferredTime: z.enum(CONSULTANCY_TIMES),
  message: z.string(),
  status: z.enum(CONSULTANCY_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsultancyRequest = z.infer<typeof consultancyRequestSchema>;

/** The answer to a new request: `{ status: true, message, data }`. */
export const consultancyCreatedResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: consultancyRequestSchema,
});
export type ConsultancyCreatedResponse = z.infer<typeof consultancyCreatedResponseSchema>;
export const CONSULTANCY_RECEIVED = MESSAGES.consultancyReceived;
/** 409 while an open request on the same topic exists. */
export const CONSULTANCY_ALREADY_OPEN = MESSAGES.consultancyAlreadyOpen;

/** GET /api/app/customer/consultant_requests: the signed-in customer's requests, newest first. */
export const consultancyListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(consultancyRequestSchema),
});
export type ConsultancyListResponse = z.infer<typeof consultancyListResponseSchema>;
