/**
 * Connections and reports (SPEC §7 api/connections/request; the connections
 * issue), signed-in members only:
 *   POST /api/connections/request        send an interest (accepts theirs when they sent one first)
 *   POST /api/connections/:id/accept     the receiver accepts a pending interest
 *   POST /api/connections/:id/decline    the receiver declines it
 *   POST /api/connections/:id/cancel     the requester withdraws it
 *   GET  /api/connections?tab=&page=&pageSize=   received | sent | accepted, with the tab counts
 *   POST /api/users/:id/report           report a profile to the admin queue (optionally blocking it)
 * After a request or an acceptance commits, the other member is told
 * (connection-events.ts); a failure to tell is logged, the answer stands.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  connectionActionResponseSchema,
  connectionIdParamsSchema,
  connectionRequestBodySchema,
  connectionRequestResponseSchema,
  connectionsQuerySchema,
  connectionsResponseSchema,
  errorResponses,
  idParamsSchema,
  reportBodySchema,
  reportResponseSchema,
} from '@seva/contracts';
import { actOnConnection, type ConnectionAction } from './connection-actions.js';
import { announceAccepted, announceRequest } from './connection-events.js';
import { listConnections } from './connection-list.js';
import { requestConnection } from './connections.js';
import { reportMember } from '../reports/reports.js';
import { actingMember, helperLinkOf } from '../family/acting.js';

const tags = ['milan'];

const ACTION_SUMMARIES: Record<ConnectionAction, string> = {
  accept: 'Accept a pending interest sent to the member (they can then message each other)',
  decline: 'Decline a pending interest sent to the member',
  cancel: 'Withdraw a pending interest the member sent',
};

const connectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = actingMember(app);
  /** Runs `announce` and logs, never throws: the connection is already saved. */
  const tell = (log: FastifyBaseLogger, announce: Promise<void>) =>
    announce.catch((err: unknown) => log.error({ err }, 'could not tell the member about a connection'));

  app.post(
    '/connections/request',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Send an interest to a member (accepts theirs when they sent one first)',
        description:
          'Failures carry `error`: self (400), not_found (404), profile_required, duplicate, already_connected ' +
          '(409), daily_limit (429; the plan’s requests per day, India day). The receiver hears ' +
          '`connection:request`; on an accept-by-reply the original requester hears `connection:accepted`.',
        body: connectionRequestBodySchema,
        response: { 200: connectionRequestResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { message, ...connection } = await requestConnection(
        app.db,
        request.user.id,
        request.body,
        helperLinkOf(request),
      );
      const announce = connection.status === 'pending' ? announceRequest : announceAccepted;
      await tell(request.log, announce(app.db, app.realtime, app.photoLinks, connection._id));
      return { success: true as const, message, connection };
    },
  );

  for (const action of ['accept', 'decline', 'cancel'] as const) {
    app.post(
      `/connections/:id/${action}`,
      {
        onRequest: member,
        schema: {
          tags,
          summary: ACTION_SUMMARIES[action],
          description:
            'Failures carry `error`: not_found (404: not theirs to answer, a profile is suspended or a block ' +
            'stands), not_pending (409: already answered).',
          params: connectionIdParamsSchema,
          response: { 200: connectionActionResponseSchema, ...errorResponses },
        },
      },
      async (request) => {
        const outcome = await actOnConnection(
          app.db,
          app.photoLinks,
          request.user.id,
          request.params.id,
          action,
          helperLinkOf(request),
        );
        if (action === 'accept') {
          await tell(request.log, announceAccepted(app.db, app.realtime, app.photoLinks, request.params.id));
        }
        return { success: true as const, ...outcome };
      },
    );
  }

  app.get(
    '/connections',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'One tab of the member’s connections (received, sent: newest first; accepted: latest first)',
        description: 'Members behind a block or suspended are never listed. `counts` holds every tab’s size.',
        querystring: connectionsQuerySchema,
        response: { 200: connectionsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      status: true as const,
      ...(await listConnections(app.db, app.photoLinks, request.user.id, request.query)),
    }),
  );

  app.post(
    '/users/:id/report',
    {
      onRequest: member,
      schema: {
        tags,
        summary: 'Report member :id to the admin team; `block: true` also blocks them',
        description:
          'One open report per member and profile: reporting again while it is open stores nothing new. ' +
          '400 for oneself, 404 when :id has no profile.',
        params: idParamsSchema,
        body: reportBodySchema,
        response: { 200: reportResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await reportMember(app.db, request.user.id, request.params.id, request.body);
      return { success: true as const, message: MESSAGES.reportReceived };
    },
  );
};
export default connectionRoutes;
