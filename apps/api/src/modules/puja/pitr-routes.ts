/**
 * Pitr paksha (SPEC §7):
 *   POST /api/app/customer/book_pitra_puja              India, card (INR) → the booking
 *   POST /api/app/customer/book_pitra_puja_with_paypal  other countries, PayPal (USD) → the booking
 *   GET  /api/app/customer/get_book_pitra_puja/:customerId → { data } newest first
 * All need the signed-in customer, who may name only themself (403).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  bookPitraPujaBodySchema,
  bookPitraPujaPaypalBodySchema,
  customerIdParamsSchema,
  errorResponses,
  errorSchema,
  pitrBookingResponseSchema,
  pitrBookingsResponseSchema,
} from '@seva/contracts';
import { assertSelf } from '../../plugins/ownership.js';
import { bookPitraPuja, bookPitraPujaWithPaypal, listPitrBookings } from './pitr.js';
import { guardRoutes } from '../../plugins/authenticate.js';
import { customerRead } from '../../plugins/cached-reads.js';

const tags = ['pitr paksha'];
const booked = { 200: pitrBookingResponseSchema, ...errorResponses, 422: errorSchema, 502: errorSchema };
const BOOKED_MESSAGE = MESSAGES.pitrBooked;

const pitrRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, app.authenticate);

  app.post(
    '/app/customer/book_pitra_puja',
    { schema: { tags, body: bookPitraPujaBodySchema, response: booked } },
    async (request) => {
      const data = await bookPitraPuja(app.db, app.providers.payments, request.user.id, request.body);
      return { status: true as const, message: BOOKED_MESSAGE, data };
    },
  );

  app.post(
    '/app/customer/book_pitra_puja_with_paypal',
    { schema: { tags, body: bookPitraPujaPaypalBodySchema, response: booked } },
    async (request) => {
      const data = await bookPitraPujaWithPaypal(app.db, app.providers.paypal, request.user.id, request.body);
      return { status: true as const, message: BOOKED_MESSAGE, data };
    },
  );

  app.get(
    '/app/customer/get_book_pitra_puja/:customerId',
    {
      config: customerRead('history'),
      schema: {
        tags,
        params: customerIdParamsSchema,
        response: { 200: pitrBookingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      assertSelf(request.user, request.params.customerId);
      return { status: true as const, data: await listPitrBookings(app.db, request.user.id) };
    },
  );
};
export default pitrRoutes;
