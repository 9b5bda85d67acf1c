/**
 * Recharge and bill payment (SPEC §3, §4, §7, §9; issue 5). Public, cacheable reads:
 *   GET  /api/recharge/get_services_list            → { status: 1, data } services on now (ids 30 and 31
 *                                                      included; the web hides them, SPEC §9)
 *   GET  /api/recharge/operators?service_id=         → { status: 1, data } operators and billers
 *   GET  /api/recharge/circles                       → { status: 1, data } the 22 circles
 *   POST /api/recharge/lookup { number }             → { status: 1, data: { number, operator, circle } }
 *   GET  /api/recharge/plans?product_code=&circle=   → { status: 1, data: { categories } }
 * The logged-in customer's calls:
 *   POST /api/recharge/fetchBill { product_code, number }   → { status: 1, data: FetchedBill }
 *   POST /api/recharge/rechargeData, /api/recharge/billPayment → { status: 1 | 2 | 0, message, data }
 *   POST /api/app/recharge/success-recharge | refund-recharge | refund-success-rechar | failed-recharge
 *   POST /api/recharge/get-recharge-history { userId }       → { status: 1, orderId: [...] } newest first
 *   GET  /api/recharge/orders/:id                           → { status: 1, data } (the result screen polls it)
 * and repeat-routes.ts: recent numbers, saved billers, complaints (issue 23).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  billPaymentBodySchema,
  errorResponses,
  errorSchema,
  failedRechargeBodySchema,
  fetchBillBodySchema,
  fetchBillResponseSchema,
  idParamsSchema,
  rechargeBodySchema,
  rechargeHistoryBodySchema,
  rechargeHistoryResponseSchema,
  rechargeLookupBodySchema,
  rechargeLookupResponseSchema,
  rechargeOperatorsQuerySchema,
  rechargeOperatorsResponseSchema,
  rechargeOrderResponseSchema,
  rechargePlansQuerySchema,
  rechargePlansResponseSchema,
  rechargeRecordResponseSchema,
  rechargeResultSchema,
  rechargeServicesResponseSchema,
  refundRechargeBodySchema,
  refundRechargeResponseSchema,
  refundSuccessRechargeBodySchema,
  successRechargeBodySchema,
  telecomCirclesResponseSchema,
} from '@seva/contracts';
import { cachedCatalogue } from '../../db/read-cache.js';
import { PUBLIC_READ, customerRead } from '../../plugins/cached-reads.js';
import { assertSelf } from '../../plugins/ownership.js';
import { fetchBill } from './bills.js';
import { placeRecharge } from './orders.js';
import {
  getRechargeOrder,
  recordPaymentFailure,
  recordRefund,
  recordRefundSuccess,
  recordSuccess,
  rechargeHistory,
} from './records.js';
import { lookupNumber, operatorsOfService, plansOf, telecomCircles } from './reference.js';
import { enabledServices } from './services-enabled.js';
import repeatRoutes from './repeat-routes.js';

const tags = ['recharge'];
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const PLANS_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
const withFailures = { ...errorResponses, 422: errorSchema, 502: errorSchema };

const rechargeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Recent numbers, saved billers and complaints (issue 23).
  await app.register(repeatRoutes);

  app.get(
    '/recharge/get_services_list',
    { config: PUBLIC_READ, schema: { tags, response: { 200: rechargeServicesResponseSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      const data = await cachedCatalogue(app.db, 'recharge:services', () => enabledServices(app.db));
      return { status: 1 as const, data };
    },
  );

  app.get(
    '/recharge/operators',
    {
      schema: {
        tags,
        querystring: rechargeOperatorsQuerySchema,
        response: { 200: rechargeOperatorsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PLANS_CACHE);
      return { status: 1 as const, data: operatorsOfService(request.query.service_id) };
    },
  );

  app.get(
    '/recharge/circles',
    { schema: { tags, response: { 200: telecomCirclesResponseSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', PLANS_CACHE);
      return { status: 1 as const, data: telecomCircles() };
    },
  );

  app.post(
    '/recharge/lookup',
    {
      schema: {
        tags,
        summary: 'Operator and circle of a mobile number (POST keeps the number out of URLs and logs)',
        body: rechargeLookupBodySchema,
        response: { 200: rechargeLookupResponseSchema, ...withFailures },
      },
    },
    async (request) => ({ status: 1 as const, data: await lookupNumber(app.providers.recharge, request.body.number) }),
  );

  app.get(
    '/recharge/plans',
    {
      config: PUBLIC_READ,
      schema: {
        tags,
        querystring: rechargePlansQuerySchema,
        response: { 200: rechargePlansResponseSchema, ...withFailures },
      },
    },
    async (request, reply) => {
      const { product_code, circle } = request.query;
      const data = await cachedCatalogue(app.db, `recharge:plans:${product_code}:${circle ?? ''}`, () =>
        plansOf(app.providers.recharge, product_code, circle),
      );
      reply.header('cache-control', PLANS_CACHE);
      return { status: 1 as const, data };
    },
  );

  app.post(
    '/recharge/fetchBill',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: fetchBillBodySchema,
        response: { 200: fetchBillResponseSchema, ...withFailures },
      },
    },
    async (request) => ({
      status: 1 as const,
      data: await fetchBill(app.db, app.providers.recharge, request.user.id, request.body),
    }),
  );

  app.post(
    '/recharge/rechargeData',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Recharge a mobile or DTH number with a verified card payment (SPEC §3 payload)',
        body: rechargeBodySchema,
        response: { 200: rechargeResultSchema, ...withFailures },
      },
    },
    async (request) => placeRecharge(app.db, app.providers, request.user.id, request.body, 'recharge'),
  );

  app.post(
    '/recharge/billPayment',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Pay a bill with a verified card payment (adds fetched_bill_order_id and bill_fetch_ref)',
        body: billPaymentBodySchema,
        response: { 200: rechargeResultSchema, ...withFailures },
      },
    },
    async (request) => placeRecharge(app.db, app.providers, request.user.id, request.body, 'bill'),
  );

  app.post(
    '/app/recharge/success-recharge',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: successRechargeBodySchema,
        response: { 200: rechargeRecordResponseSchema, ...withFailures },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.userId);
      const data = await recordSuccess(app.db, request.user.id, request.body);
      return { status: true as const, message: MESSAGES.rechargeSuccessful, data };
    },
  );

  app.post(
    '/app/recharge/refund-recharge',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: refundRechargeBodySchema,
        response: { 200: refundRechargeResponseSchema, ...withFailures },
      },
    },
    async (request) => {
      const data = await recordRefund(app.db, app.providers, request.user.id, request.body);
      return { status: true as const, message: MESSAGES.rechargeRefunding, data };
    },
  );

  app.post(
    '/app/recharge/refund-success-rechar',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: refundSuccessRechargeBodySchema,
        response: { 200: rechargeRecordResponseSchema, ...withFailures },
      },
    },
    async (request) => {
      const data = await recordRefundSuccess(app.db, request.user.id, request.body);
      return { status: true as const, message: MESSAGES.refundRecorded, data };
    },
  );

  app.post(
    '/app/recharge/failed-recharge',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        body: failedRechargeBodySchema,
        response: { 200: rechargeRecordResponseSchema, ...withFailures },
      },
    },
    async (request) => {
      const data = await recordPaymentFailure(app.db, app.providers.recharge.name, request.user.id, request.body);
      return { status: true as const, message: MESSAGES.rechargePaymentFailed, data };
    },
  );

  app.post(
    '/recharge/get-recharge-history',
    {
      onRequest: app.authenticate,
      config: customerRead('history'),
      schema: {
        tags,
        body: rechargeHistoryBodySchema,
        response: { 200: rechargeHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.userId);
      return { status: 1 as const, orderId: await rechargeHistory(app.db, request.user.id) };
    },
  );

  app.get(
    '/recharge/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: rechargeOrderResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: 1 as const,
      data: await getRechargeOrder(app.db, request.user.id, request.params.id),
    }),
  );
};
export default rechargeRoutes;
