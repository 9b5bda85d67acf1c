/**
 * Pujas (SPEC §7):
 *   GET  /api/e-commerce/get_puja                      → { data } active pujas (public, cached briefly)
 *   GET  /api/e-commerce/get_puja_details/:id          → { data } packages, dates, deliverables (public)
 *   POST /api/e-commerce/book_puja                     the form + the card (INR) or PayPal (USD) payment → the booking
 *   POST /api/e-commerce/get_customer_puja_history     { customerId } → { results } newest first
 *   GET  /api/puja/bookings/:id/invoice.pdf            the booking's GST tax invoice (PDF; issue 23)
 *   GET  /api/pitr/bookings/:id/invoice.pdf            a pitr paksha booking's GST tax invoice
 * Booking and history need the signed-in customer, who may name only themself (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  bookPujaBodySchema,
  customerIdBodySchema,
  errorResponses,
  errorSchema,
  idParamsSchema,
  pujaBookingResponseSchema,
  pujaDetailsResponseSchema,
  pujaHistoryResponseSchema,
  pujaListResponseSchema,
} from '@seva/contracts';
import { cachedCatalogue } from '../../db/read-cache.js';
import { PUBLIC_READ, customerRead } from '../../plugins/cached-reads.js';
import { assertSelf } from '../../plugins/ownership.js';
import { invoiceRoute } from '../../lib/invoices/reply.js';
import { pitrBookingInvoice, pujaBookingInvoice } from './invoice.js';
import { bookPuja, getPujaDetails, listPujaBookings, listPujas } from './service.js';

const tags = ['puja'];
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

const pujaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/e-commerce/get_puja',
    { config: PUBLIC_READ, schema: { tags, response: { 200: pujaListResponseSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return { status: true as const, data: await cachedCatalogue(app.db, 'pujas', () => listPujas(app.db)) };
    },
  );

  app.get(
    '/e-commerce/get_puja_details/:id',
    {
      config: PUBLIC_READ,
      schema: { tags, params: idParamsSchema, response: { 200: pujaDetailsResponseSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const data = await cachedCatalogue(app.db, `puja:${id}`, () => getPujaDetails(app.db, id));
      reply.header('cache-control', PUBLIC_CACHE);
      return { status: true as const, data };
    },
  );

  app.post(
    '/e-commerce/book_puja',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Book a puja, paid by a verified card (INR) or PayPal (USD) payment of the package's price",
        body: bookPujaBodySchema,
        response: { 200: pujaBookingResponseSchema, ...errorResponses, 422: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      const data = await bookPuja(app.db, app.providers, request.user.id, request.body);
      return { status: true as const, message: MESSAGES.pujaBooked, data };
    },
  );

  app.post(
    '/e-commerce/get_customer_puja_history',
    {
      onRequest: app.authenticate,
      config: customerRead('history'),
      schema: {
        tags,
        body: customerIdBodySchema,
        response: { 200: pujaHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.body.customerId);
      return { status: true as const, results: await listPujaBookings(app.db, request.user.id) };
    },
  );

  invoiceRoute(app, '/puja/bookings/:id/invoice.pdf', {
    tags,
    summary: "A puja booking's GST tax invoice as a PDF download (the customer's own bookings only)",
    guard: app.authenticate,
    build: (seller, id, request) => pujaBookingInvoice(app.db, seller, id, request.user.id),
  });

  invoiceRoute(app, '/pitr/bookings/:id/invoice.pdf', {
    tags: ['pitr paksha'],
    summary: "A pitr paksha booking's GST tax invoice as a PDF download (the customer's own bookings only)",
    guard: app.authenticate,
    build: (seller, id, request) => pitrBookingInvoice(app.db, seller, id, request.user.id),
  });
};
export default pujaRoutes;
