/**
 * Recharge without repeat work (issue 23), the signed-in customer's own rows only:
 *   GET    /api/recharge/recent                      → { status: 1, data } recent numbers with their last plan
 *   GET    /api/recharge/billers                     → { status: 1, data } saved billers with last bill and status
 *   POST   /api/recharge/billers { product_code, number, nickname } → { status: 1, message, data } (save or rename)
 *   DELETE /api/recharge/billers/:id                 → { status, message } (404 when not theirs)
 *   POST   /api/recharge/orders/:id/complaint { note? } → { status: 1, message, data } (one open per order)
 *   GET    /api/recharge/complaints                  → { status: 1, data } newest first
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorResponses,
  errorSchema,
  idParamsSchema,
  raiseComplaintBodySchema,
  recentRechargesResponseSchema,
  rechargeComplaintResponseSchema,
  rechargeComplaintsResponseSchema,
  saveBillerBodySchema,
  savedBillerResponseSchema,
  savedBillersResponseSchema,
  statusMessageSchema,
} from '@seva/contracts';
import { listComplaints, raiseComplaint } from './complaints.js';
import { recentRecharges } from './recent.js';
import { deleteSavedBiller, listSavedBillers, saveBiller } from './saved-billers.js';

const tags = ['recharge'];
const withFailures = { ...errorResponses, 422: errorSchema };

const repeatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/recharge/recent',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s recent numbers with their last plan',
        response: { 200: recentRechargesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 1 as const, data: await recentRecharges(app.db, request.user.id) }),
  );

  app.get(
    '/recharge/billers',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The customer’s saved billers with their last bill',
        response: { 200: savedBillersResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: 1 as const, data: await listSavedBillers(app.db, request.user.id) }),
  );

  app.post(
    '/recharge/billers',
    {
      onRequest: app.authenticate,
      schema: { tags, body: saveBillerBodySchema, response: { 200: savedBillerResponseSchema, ...withFailures } },
    },
    async (request) => ({
      status: 1 as const,
      message: MESSAGES.billerSaved,
      data: await saveBiller(app.db, request.user.id, request.body),
    }),
  );

  app.delete(
    '/recharge/billers/:id',
    {
      onRequest: app.authenticate,
      schema: { tags, params: idParamsSchema, response: { 200: statusMessageSchema, ...errorResponses } },
    },
    async (request) => {
      await deleteSavedBiller(app.db, request.user.id, request.params.id);
      return { status: true, message: MESSAGES.billerDeleted };
    },
  );

  app.post(
    '/recharge/orders/:id/complaint',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Raise a complaint about a recharge pending for more than 30 minutes (answers the open one)',
        params: idParamsSchema,
        body: raiseComplaintBodySchema,
        response: { 200: rechargeComplaintResponseSchema, ...withFailures },
      },
    },
    async (request) => ({
      status: 1 as const,
      message: MESSAGES.complaintRaised,
      data: await raiseComplaint(app.db, request.user.id, request.params.id, request.body),
    }),
  );

  app.get(
    '/recharge/complaints',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: rechargeComplaintsResponseSchema, ...errorResponses } },
    },
    async (request) => ({ status: 1 as const, data: await listComplaints(app.db, request.user.id) }),
  );
};
export default repeatRoutes;
