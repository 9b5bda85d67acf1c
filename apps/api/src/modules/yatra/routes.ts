/**
 * Yatra (SPEC §7):
 *   GET  /api/app/customer/get_all_yatra          → { data } active yatras (public, cached briefly)
 *   POST /api/app/customer/yatra_details_by_id    { id } → { data } itinerary, prices, departures (public)
 *   POST /api/user/bookyatra                      travellers + totalPrice + checkout's fields → the booking
 *   POST /api/user/yatraOrderHistory              { customerId } → { history } newest first
 *   POST /api/user/cancelYatraBooking             { bookingId } → the booking, refunded by the slabs
 *   GET  /api/yatra/bookings/:id/invoice.pdf      the booking's GST tax invoice (PDF; issue 23)
 * Booking, history and cancelling need the signed-in customer, who may name only themself (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_TEMPLATES,
  MESSAGES,
  bookYatraBodySchema,
  cancelYatraBodySchema,
  customerIdBodySchema,
  errorResponses,
  errorSchema,
  formatInr,
  yatraBookingResponseSchema,
  yatraDetailsBodySchema,
  yatraDetailsResponseSchema,
  yatraHistoryResponseSchema,
  yatraListResponseSchema,
  refundDestinationText,
} from '@seva/contracts';
import { cachedCatalogue, forgetCatalogue } from '../../db/read-cache.js';
import { PUBLIC_READ, customerRead } from '../../plugins/cached-reads.js';
import { assertSelf } from '../../plugins/ownership.js';
import { invoiceRoute } from '../../lib/invoices/reply.js';
import { bookYatra, cancelYatraBooking, listYatraBookings } from './bookings.js';
import { yatraBookingInvoice } from './invoice.js';
import { getYatraDetails, listYatras } from './service.js';

const tags = ['yatra'];
const PUBLIC_CACHE = 'public, max-age=30, stale-while-revalidate=120';

const yatraRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/app/customer/get_all_yatra',
    { config: PUBLIC_READ, schema: { tags, response: { 200: yatraListResponseSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { status: true as const, data: await cachedCatalogue(app.db, 'yatras', () => listYatras(app.db)) };
    },
  );

  app.post(
    '/app/customer/yatra_details_by_id',
    {
      config: PUBLIC_READ,
      schema: { tags, body: yatraDetailsBodySchema, response: { 200: yatraDetailsResponseSchema, ...errorResponses } },
    },
    async (request) => {
      const { id } = request.body;
      return {
        status: true as const,
        data: await cachedCatalogue(app.db, `yatra:${id}`, () => getYatraDetails(app.db, id)),
      };
    },
  );

  app.post(
    '/user/bookyatra',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Book a yatra departure, paid by a verified card payment of the server’s price',
        body: bookYatraBodySchema,
        response: { 200: yatraBookingResponseSchema, ...errorResponses, 422: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      const data = await bookYatra(app.db, app.providers.payments, request.user.id, request.body);
      forgetCatalogue(app.db);
      return { status: true as const, message: MESSAGES.yatraBooked, data };
    },
  );

  app.post(
    '/user/yatraOrderHistory',
    {
      onRequest: app.authenticate,
      config: customerRead('history'),
      schema: {
        tags,
        body: customerIdBodySchema,
        response: { 200: yatraHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.customerId);
      return { status: true as const, history: await listYatraBookings(app.db, request.user.id) };
    },
  );

  app.post(
    '/user/cancelYatraBooking',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Cancel a yatra booking; the refund follows the published cancellation slabs',
        body: cancelYatraBodySchema,
        response: { 200: yatraBookingResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await cancelYatraBooking(app.db, app.providers, request.user.id, request.body.bookingId);
      forgetCatalogue(app.db);
      const message = data.refundAmount
        ? MESSAGE_TEMPLATES.yatraCancelledRefund(
            formatInr(data.refundAmount),
            refundDestinationText(data.paymentMethod),
          )
        : MESSAGES.yatraCancelledNoRefund;
      return { status: true as const, message, data };
    },
  );

  invoiceRoute(app, '/yatra/bookings/:id/invoice.pdf', {
    tags,
    summary: "A yatra booking's GST tax invoice as a PDF download (the customer's own bookings only)",
    guard: app.authenticate,
    build: (seller, id, request) => yatraBookingInvoice(app.db, seller, id, request.user.id),
  });
};
export default yatraRoutes;
