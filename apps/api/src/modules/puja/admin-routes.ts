/**
 * The puja and pitr paksha admin console API (admins of the bookings area:
 * modules/index.ts). Money in rupees and dollars; lists answer
 * `{ results, total, page, pageSize }`.
 *   GET   /api/admin/pujas?kind=&q=&active=&page=&pageSize=   both kinds, display order
 *   POST  /api/admin/pujas                          { name, kind, deity, temple, …, packages, schedule } → 201
 *   GET   /api/admin/pujas/:id
 *   PATCH /api/admin/pujas/:id                      any of those fields
 *   POST  /api/admin/pujas/:id/image                multipart, one JPEG/PNG/WebP file ≤ 5 MB
 *   GET   /api/admin/puja/bookings?status=&pujaId=&q=&page=&pageSize=   newest first
 *   GET   /api/admin/puja/bookings/:id
 *   PATCH /api/admin/puja/bookings/:id/status       { status, proofVideoUrl?, prasadTrackingNumber? }
 *   GET   /api/admin/pitr/bookings?status=&pujaId=&q=&page=&pageSize=   newest first
 *   GET   /api/admin/pitr/bookings/:id
 *   PATCH /api/admin/pitr/bookings/:id/status       { status, proofVideoUrl? }
 *   GET   /api/admin/puja/bookings/:id/invoice.pdf  GET /api/admin/pitr/bookings/:id/invoice.pdf  the GST invoices
 * Status moves go forward only (409 otherwise); cancelling refunds the payment
 * in full, once, and the booking ends refunded. Customers see every change in
 * their history; a puja change reaches the catalogue at once (forgetCatalogue).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPitrBookingResponseSchema,
  adminPitrBookingsResponseSchema,
  adminPitrBookingStatusBodySchema,
  adminPitrBookingStatusResponseSchema,
  adminPujaBookingResponseSchema,
  adminPujaBookingsQuerySchema,
  adminPujaBookingsResponseSchema,
  adminPujaBookingStatusBodySchema,
  adminPujaBookingStatusResponseSchema,
  adminPujaCreateBodySchema,
  adminPujaResponseSchema,
  adminPujasQuerySchema,
  adminPujasResponseSchema,
  adminPujaUpdateBodySchema,
  errorResponses,
  errorSchema,
  idParamsSchema,
  type PujaBookingStatus,
} from '@seva/contracts';
import { forgetCatalogue } from '../../db/read-cache.js';
import { adminImageRoute } from '../../lib/images/image-route.js';
import { adminActor, adminDocs, pageAnswer } from '../../lib/admin-route.js';
import { invoiceRoute } from '../../lib/invoices/reply.js';
import { pitrBookingInvoice, pujaBookingInvoice } from './invoice.js';
import {
  BOOKING_MOVED,
  changePitrBookingStatus,
  changePujaBookingStatus,
  createPuja,
  getAdminPitrBooking,
  getAdminPuja,
  getAdminPujaBooking,
  listAdminPitrBookings,
  listAdminPujaBookings,
  listAdminPujas,
  setPujaImage,
  updatePuja,
  type BookingOutcome,
} from './admin-service.js';

/** What the console says after a status request: the move made, or the correction. */
function movedMessage(outcome: BookingOutcome, status: PujaBookingStatus): string {
  if (outcome !== 'corrected') return BOOKING_MOVED[status];
  return status === 'video_sent' ? 'The sankalp video link is updated.' : 'The prasad tracking number is updated.';
}

/** POST /api/admin/pujas/:id/image. */
const pujaImageRoute = adminImageRoute({
  url: '/pujas/:id/image',
  summary: 'Upload the puja picture (multipart/form-data, one JPEG, PNG or WebP file up to 5 MB)',
  response: adminPujaResponseSchema,
  async save(app, id, upload, actor) {
    const puja = await setPujaImage(app.db, app.providers.storage, actor, id, upload);
    forgetCatalogue(app.db);
    return puja;
  },
});

const pujaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pujas',
    {
      schema: {
        ...adminDocs,
        summary: 'Pujas and pitr rituals, active or not, in display order; filter by kind, text and state',
        querystring: adminPujasQuerySchema,
        response: { 200: adminPujasResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminPujas(app.db, request.query)),
  );

  app.post(
    '/pujas',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a puja or pitr ritual (prices in rupees and dollars; add the picture by upload)',
        body: adminPujaCreateBodySchema,
        response: { 201: adminPujaResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createPuja(app.db, adminActor(request), request.body);
      forgetCatalogue(app.db);
      return reply.code(201).send({ status: true as const, message: 'Puja created.', data });
    },
  );

  app.get(
    '/pujas/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One puja or pitr ritual, active or not',
        params: idParamsSchema,
        response: { 200: adminPujaResponseSchema.omit({ message: true }), ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminPuja(app.db, request.params.id) }),
  );

  app.patch(
    '/pujas/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a puja or pitr ritual (bookings already made keep their names and price)',
        params: idParamsSchema,
        body: adminPujaUpdateBodySchema,
        response: { 200: adminPujaResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updatePuja(app.db, adminActor(request), request.params.id, request.body);
      forgetCatalogue(app.db);
      return { status: true as const, message: 'Puja saved.', data };
    },
  );

  await app.register(pujaImageRoute);

  app.get(
    '/puja/bookings',
    {
      schema: {
        ...adminDocs,
        summary: 'Puja bookings, newest first; filter by status and puja, search by name or booking id',
        querystring: adminPujaBookingsQuerySchema,
        response: { 200: adminPujaBookingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminPujaBookings(app.db, request.query)),
  );

  app.get(
    '/puja/bookings/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One puja booking with its payment and refund state',
        params: idParamsSchema,
        response: { 200: adminPujaBookingResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminPujaBooking(app.db, request.params.id) }),
  );

  app.patch(
    '/puja/bookings/:id/status',
    {
      schema: {
        ...adminDocs,
        summary: 'Move a puja booking forward (confirmed → performed → video_sent → prasad_shipped → completed)',
        description:
          'video_sent needs proofVideoUrl and prasad_shipped needs prasadTrackingNumber unless the booking has one; ' +
          'sending the current status with a new one corrects it. A confirmed booking may be cancelled: ' +
          'the payment is refunded in full, once, and the booking ends refunded.',
        params: idParamsSchema,
        body: adminPujaBookingStatusBodySchema,
        response: { 200: adminPujaBookingStatusResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const { booking, outcome } = await changePujaBookingStatus(
        app.db,
        app.providers,
        adminActor(request),
        request.params.id,
        request.body,
      );
      return { status: true as const, message: movedMessage(outcome, booking.status), data: booking };
    },
  );

  app.get(
    '/pitr/bookings',
    {
      schema: {
        ...adminDocs,
        summary: 'Pitr paksha bookings, newest first; filter by status and ritual, search by name, mobile or id',
        querystring: adminPujaBookingsQuerySchema,
        response: { 200: adminPitrBookingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminPitrBookings(app.db, request.query)),
  );

  app.get(
    '/pitr/bookings/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One pitr paksha booking with its payment and refund state',
        params: idParamsSchema,
        response: { 200: adminPitrBookingResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminPitrBooking(app.db, request.params.id) }),
  );

  app.patch(
    '/pitr/bookings/:id/status',
    {
      schema: {
        ...adminDocs,
        summary: 'Move a pitr paksha booking forward (confirmed → performed → video_sent → completed)',
        description:
          'video_sent needs proofVideoUrl unless the booking has one; sending video_sent again with a new link ' +
          'corrects it. A confirmed booking may be cancelled: the payment is refunded in full, once, through ' +
          'the gateway that took it (card in INR or PayPal in USD), and the booking ends refunded.',
        params: idParamsSchema,
        body: adminPitrBookingStatusBodySchema,
        response: { 200: adminPitrBookingStatusResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const { booking, outcome } = await changePitrBookingStatus(
        app.db,
        app.providers,
        adminActor(request),
        request.params.id,
        request.body,
      );
      return { status: true as const, message: movedMessage(outcome, booking.status), data: booking };
    },
  );

  invoiceRoute(app, '/puja/bookings/:id/invoice.pdf', {
    ...adminDocs,
    summary: "A puja booking's GST tax invoice as a PDF download",
    build: (seller, id) => pujaBookingInvoice(app.db, seller, id, null),
  });

  invoiceRoute(app, '/pitr/bookings/:id/invoice.pdf', {
    ...adminDocs,
    summary: "A pitr paksha booking's GST tax invoice as a PDF download",
    build: (seller, id) => pitrBookingInvoice(app.db, seller, id, null),
  });
};
export default pujaAdminRoutes;
