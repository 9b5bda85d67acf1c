/**
 * The yatra admin console API (admins of the bookings area: modules/index.ts).
 * Money in rupees; lists answer `{ results, total, page, pageSize }`.
 *   GET    /api/admin/yatras?q=&active=&page=&pageSize=      display order, each with its departures
 *   POST   /api/admin/yatras                         { name, slug?, region, …, itinerary, pricing } → 201
 *   GET    /api/admin/yatras/:id
 *   PATCH  /api/admin/yatras/:id                     any of those fields
 *   POST   /api/admin/yatras/:id/image               multipart, one JPEG/PNG/WebP file ≤ 5 MB
 *   POST   /api/admin/yatras/:id/departures          { startDate, seats } → 201
 *   PATCH  /api/admin/yatras/:id/departures/:departureId   { seats } never below the seats booked
 *   DELETE /api/admin/yatras/:id/departures/:departureId   only when nobody booked it
 *   GET    /api/admin/yatra/bookings?status=&yatraId=&departureId=&q=&page=&pageSize=   newest first
 *   GET    /api/admin/yatra/bookings/:id
 *   PATCH  /api/admin/yatra/bookings/:id/status      { status: completed | refunded }
 *   GET    /api/admin/yatra/bookings/:id/invoice.pdf the booking's GST tax invoice (PDF)
 * Status moves go forward only (409 otherwise); refunding cancels the tour
 * for the booking and returns the payment in full, once. Customers see every
 * change in their history, and every write reaches the catalogue at once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminYatraBookingResponseSchema,
  adminYatraBookingsQuerySchema,
  adminYatraBookingsResponseSchema,
  adminYatraBookingStatusBodySchema,
  adminYatraBookingStatusResponseSchema,
  adminYatraCreateBodySchema,
  adminYatraDepartureCreateBodySchema,
  adminYatraDepartureParamsSchema,
  adminYatraDepartureSeatsBodySchema,
  adminYatraResponseSchema,
  adminYatrasQuerySchema,
  adminYatrasResponseSchema,
  adminYatraUpdateBodySchema,
  errorResponses,
  errorSchema,
  formatInr,
  idParamsSchema,
  type AdminYatraBooking,
} from '@seva/contracts';
import { adminImageRoute } from '../../lib/images/image-route.js';
import { adminActor, adminDocs, forgetCatalogueAfterWrites, pageAnswer } from '../../lib/admin-route.js';
import {
  addDeparture,
  changeDepartureSeats,
  changeYatraBookingStatus,
  createYatra,
  getAdminYatra,
  getAdminYatraBooking,
  listAdminYatraBookings,
  listAdminYatras,
  removeDeparture,
  setYatraImage,
  updateYatra,
  type YatraBookingOutcome,
} from './admin-service.js';
import { invoiceRoute } from '../../lib/invoices/reply.js';
import { yatraBookingInvoice } from './invoice.js';

/** What the console says after a status request. */
function movedMessage(booking: AdminYatraBooking, outcome: YatraBookingOutcome): string {
  if (outcome === 'retried') return 'The refund is sent again.';
  if (booking.status === 'completed') return 'The booking is marked completed.';
  const seats = booking.travellers.length;
  return `The booking is cancelled and ${formatInr(booking.totalPrice)} is refunded in full; ${seats} seat${seats === 1 ? ' is' : 's are'} free again.`;
}

/** POST /api/admin/yatras/:id/image. */
const yatraImageRoute = adminImageRoute({
  url: '/yatras/:id/image',
  summary: 'Upload the yatra picture (multipart/form-data, one JPEG, PNG or WebP file up to 5 MB)',
  response: adminYatraResponseSchema,
  save: (app, id, upload, actor) => setYatraImage(app.db, app.providers.storage, actor, id, upload),
});

const yatraAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every write here changes what customers see (a yatra, its seats).
  forgetCatalogueAfterWrites(app);

  app.get(
    '/yatras',
    {
      schema: {
        ...adminDocs,
        summary: 'Yatras, active or not, in display order with every departure; filter by text and state',
        querystring: adminYatrasQuerySchema,
        response: { 200: adminYatrasResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminYatras(app.db, request.query)),
  );

  app.post(
    '/yatras',
    {
      schema: {
        ...adminDocs,
        summary: 'Create a yatra (prices in rupees per traveller; add departures and the picture after)',
        body: adminYatraCreateBodySchema,
        response: { 201: adminYatraResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await createYatra(app.db, adminActor(request), request.body);
      return reply.code(201).send({ status: true as const, message: 'Yatra created.', data });
    },
  );

  app.get(
    '/yatras/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One yatra, active or not, with every departure',
        params: idParamsSchema,
        response: { 200: adminYatraResponseSchema.omit({ message: true }), ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminYatra(app.db, request.params.id) }),
  );

  app.patch(
    '/yatras/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'Update a yatra (bookings already made keep their names, dates and price)',
        params: idParamsSchema,
        body: adminYatraUpdateBodySchema,
        response: { 200: adminYatraResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const data = await updateYatra(app.db, adminActor(request), request.params.id, request.body);
      return { status: true as const, message: 'Yatra saved.', data };
    },
  );

  await app.register(yatraImageRoute);

  app.post(
    '/yatras/:id/departures',
    {
      schema: {
        ...adminDocs,
        summary: 'Add a departure date with its seats (after today; one per date)',
        params: idParamsSchema,
        body: adminYatraDepartureCreateBodySchema,
        response: { 201: adminYatraResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await addDeparture(app.db, adminActor(request), id, request.body);
      const data = await getAdminYatra(app.db, id);
      return reply.code(201).send({ status: true as const, message: 'Departure added.', data });
    },
  );

  app.patch(
    '/yatras/:id/departures/:departureId',
    {
      schema: {
        ...adminDocs,
        summary: 'Change the seats of a departure (never fewer than are booked: 409)',
        params: adminYatraDepartureParamsSchema,
        body: adminYatraDepartureSeatsBodySchema,
        response: { 200: adminYatraResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, departureId } = request.params;
      await changeDepartureSeats(app.db, adminActor(request), id, departureId, request.body.seats);
      return { status: true as const, message: 'Seats saved.', data: await getAdminYatra(app.db, id) };
    },
  );

  app.delete(
    '/yatras/:id/departures/:departureId',
    {
      schema: {
        ...adminDocs,
        summary: 'Remove a departure nobody booked (409 when it has bookings, cancelled ones included)',
        params: adminYatraDepartureParamsSchema,
        response: { 200: adminYatraResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id, departureId } = request.params;
      await removeDeparture(app.db, adminActor(request), id, departureId);
      return { status: true as const, message: 'Departure removed.', data: await getAdminYatra(app.db, id) };
    },
  );

  app.get(
    '/yatra/bookings',
    {
      schema: {
        ...adminDocs,
        summary: 'Yatra bookings, newest first; filter by status, yatra and departure, search by traveller or id',
        querystring: adminYatraBookingsQuerySchema,
        response: { 200: adminYatraBookingsResponseSchema, ...errorResponses },
      },
    },
    async (request) => pageAnswer(request.query, await listAdminYatraBookings(app.db, request.query)),
  );

  app.get(
    '/yatra/bookings/:id',
    {
      schema: {
        ...adminDocs,
        summary: 'One yatra booking with its travellers, payment and refund state',
        params: idParamsSchema,
        response: { 200: adminYatraBookingResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({ status: true as const, data: await getAdminYatraBooking(app.db, request.params.id) }),
  );

  app.patch(
    '/yatra/bookings/:id/status',
    {
      schema: {
        ...adminDocs,
        summary: 'Move a yatra booking forward (confirmed → completed from the first day; confirmed → refunded)',
        description:
          'refunded cancels the tour for this booking: the payment is refunded in full, once, and its seats ' +
          'are free again. Asking again while the gateway has not taken the refund sends it again.',
        params: idParamsSchema,
        body: adminYatraBookingStatusBodySchema,
        response: { 200: adminYatraBookingStatusResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const { booking, outcome } = await changeYatraBookingStatus(
        app.db,
        app.providers,
        adminActor(request),
        request.params.id,
        request.body.status,
      );
      return { status: true as const, message: movedMessage(booking, outcome), data: booking };
    },
  );

  invoiceRoute(app, '/yatra/bookings/:id/invoice.pdf', {
    ...adminDocs,
    summary: "A yatra booking's GST tax invoice as a PDF download",
    build: (seller, id) => yatraBookingInvoice(app.db, seller, id, null),
  });
};
export default yatraAdminRoutes;
