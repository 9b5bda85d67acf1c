/**
 * Milan Sathi membership (the Milan Sathi issue, Membership; SPEC §2):
 *   GET  /api/milan/plans                → { success, results } active plans, free first, then by price (rupees)
 *   GET  /api/milan/plans/:id            → { success, data } one active plan (404 hidden or unknown)
 *   GET  /api/milan/membership           → { success, data } the signed-in member's plan and what is left
 *   POST /api/milan/membership/checkout  plan + checkout's three fields → { success, message, data }
 * The card order is made first with create_razorpay_order
 * `{ amount, purpose: 'membership', purposeId: planId }` (priced by membershipQuote, which these routes register with payments).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  errorSchema,
  idParamsSchema,
  membershipCheckoutBodySchema,
  membershipCheckoutResponseSchema,
  membershipStatusResponseSchema,
  planResponseSchema,
  plansResponseSchema,
} from '@seva/contracts';
import { buyMembership } from './checkout.js';
import { registerPurposeNames, registerPurposeQuote } from '../../payments/service.js';
import { activePlan, listActivePlans, membershipNames, membershipQuote, toMembershipPlan } from './plans.js';
import { membershipStatus } from './status.js';

const tags = ['milan-sathi'];

const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  // create_razorpay_order checks a `membership` payment against the plan's price, and the customer's
  // transactions name it by its plan (payments/purposes.ts).
  registerPurposeQuote('membership', membershipQuote);
  registerPurposeNames('membership', membershipNames);

  app.get(
    '/milan/plans',
    {
      schema: { tags, summary: 'Membership plans on offer (prices in rupees)', response: { 200: plansResponseSchema } },
    },
    async () => ({ success: true as const, results: (await listActivePlans(app.db)).map(toMembershipPlan) }),
  );

  app.get(
    '/milan/plans/:id',
    {
      schema: {
        tags,
        summary: 'One membership plan on offer',
        params: idParamsSchema,
        response: { 200: planResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: toMembershipPlan(await activePlan(app.db, request.params.id)),
    }),
  );

  app.get(
    '/milan/membership',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in member's plan, when it ends, and the contact views and interests left",
        response: { 200: membershipStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true as const, data: await membershipStatus(app.db, request.user.id) }),
  );

  app.post(
    '/milan/membership/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Activate (or renew) a plan paid by a verified card payment of its price',
        body: membershipCheckoutBodySchema,
        response: { 200: membershipCheckoutResponseSchema, ...errorResponses, 422: errorSchema, 502: errorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: MESSAGES.membershipActivated,
      data: await buyMembership(app.db, app.providers.payments, request.user.id, request.body),
    }),
  );
};
export default membershipRoutes;
