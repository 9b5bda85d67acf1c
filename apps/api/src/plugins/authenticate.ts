/**
 * Bearer-token authentication. Access tokens are JWTs `{ sub: customerId,
 * sid: sessionId }`; a token is accepted only while its session row is neither
 * revoked (logout) nor expired. Decorates:
 *   app.authenticate           preHandler: 401 without a live session, sets request.user
 *   app.requireAdminArea(area) a hook: authenticate, then 403 unless an admin holding `area`
 *                              or super (server.ts puts it on every /api/admin route family)
 *   app.sessionUser            the live session's user of a raw token, or null (the socket handshake)
 * The user's role and admin areas are read with the session on every request,
 * so a change of areas holds from the next call.
 */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES, holdsArea, notYourAreaMessage, type AdminArea, type Role } from '@seva/contracts';
import { sessions } from '../modules/auth/tables.js';
import { customers } from '../modules/customers/tables.js';

export interface AuthUser {
  id: string;
  role: Role;
  /** The console areas an admin holds (empty for customers). */
  adminAreas: AdminArea[];
  mobile: string;
  sessionId: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; sid: string };
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdminArea: (area: AdminArea) => (request: FastifyRequest) => Promise<void>;
    sessionUser: (token: string) => Promise<AuthUser | null>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      formatUser: (payload) => payload as unknown as AuthUser,
    });

    /** The user of a live session `{ sub, sid }` (not revoked, not expired), or null. */
    async function liveSessionUser(payload: { sub: string; sid: string }): Promise<AuthUser | null> {
      const [row] = await app.db
        .select({ id: customers.id, role: customers.role, adminAreas: customers.adminAreas, mobile: customers.mobile })
        .from(sessions)
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(
          and(
            eq(sessions.id, payload.sid),
            eq(sessions.customerId, payload.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row ? { ...row, sessionId: payload.sid } : null;
    }

    async function authenticate(request: FastifyRequest): Promise<void> {
      let payload: { sub: string; sid: string };
      try {
        payload = await request.jwtVerify<{ sub: string; sid: string }>();
      } catch {
        throw app.httpErrors.unauthorized(MESSAGES.unauthorized);
      }
      const user = await liveSessionUser(payload);
      if (!user) throw app.httpErrors.unauthorized(MESSAGES.unauthorized);
      request.user = user;
    }

    app.decorate('sessionUser', async (token: string) => {
      let payload: { sub: string; sid: string };
      try {
        payload = app.jwt.verify<{ sub: string; sid: string }>(token);
      } catch {
        return null;
      }
      return liveSessionUser(payload);
    });
    app.decorate('authenticate', authenticate);
    app.decorate('requireAdminArea', (area: AdminArea) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (request.user.role !== 'admin') throw app.httpErrors.forbidden(MESSAGES.forbidden);
      if (!holdsArea(request.user.adminAreas, area)) throw app.httpErrors.forbidden(notYourAreaMessage(area));
    });
  },
  { name: 'authenticate', dependencies: ['@fastify/sensible'] },
);
