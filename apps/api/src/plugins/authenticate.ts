/**
 * Bearer-token authentication. Access tokens are JWTs `{ sub: customerId,
 * sid: sessionId }`; a token is accepted only while its session row is neither
 * revoked (logout) nor expired. Decorates:
 *   app.authenticate           onRequest guard: 401 without a live session, sets request.user
 *   app.requireAdmin           onRequest guard: authenticate, then 403 unless an admin (of any area: the
 *                              routes behind it answer only what the caller's areas hold)
 *   app.requireAdminArea(area) onRequest guard: app.requireAdmin, then 403 unless the admin holds
 *                              `area` or super (server.ts puts it on every /api/admin route family);
 *                              sets request.adminArea, the area that let them in (`area`, else super),
 *                              which the audit log records with each of their actions
 *   app.sessionUser            the live session's user of a raw token, or null (the socket handshake)
 *   app.tokenCustomerId        the customer id of a correctly signed, unexpired bearer token, or null
 *                              (no session lookup: the rate limiter's key)
 * The live session and its user's role, admin areas and mobile come from a
 * short-lived cache (db/session-cache.ts): whoever ends a session or changes
 * those fields forgets it there, so the change holds from the next call. A guard goes in a route's
 * `onRequest` (or a scope's, through `guardRoutes`): the 401 comes before the
 * body is parsed, and the OpenAPI document marks the route with `bearerAuth` by
 * itself. Every answer to an authenticated caller carries `Cache-Control:
 * no-store` unless its handler sets another (security review, issue 17).
 */
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, holdsArea, notYourAreaMessage, type AdminArea, type Role } from '@seva/contracts';
import { SESSION_TOPICS, SessionCache, applyForget, onForget } from '../db/session-cache.js';
import { unrevokedSession } from '../modules/auth/service.js';

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
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireAdminArea: (area: AdminArea) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionUser: (token: string) => Promise<AuthUser | null>;
    tokenCustomerId: (request: FastifyRequest) => string | null;
  }
  interface FastifyRequest {
    /** The admin area that let the caller through app.requireAdminArea (their own, else super); null elsewhere. */
    adminArea: AdminArea | null;
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const BEARER_SECURITY = [{ bearerAuth: [] }];

/** The guards this plugin made (app.authenticate, app.requireAdmin and each app.requireAdminArea(area)), for documentBearer. */
const guards = new WeakSet<Guard>();

/**
 * Marks `guard` (one that runs app.authenticate first) as a guard, so a route
 * naming it is documented with the bearer token like one naming app.authenticate.
 */
export function documentedGuard(guard: Guard): Guard {
  guards.add(guard);
  return guard;
}

/**
 * Guards every route declared after this call in `scope` with `guard`
 * (app.authenticate, app.requireAdmin or app.requireAdminArea(area)), as the route's first onRequest hook,
 * so the route is guarded and documented like one that names the guard itself.
 */
export function guardRoutes(scope: FastifyInstance, guard: Guard): void {
  scope.addHook('onRoute', (route) => {
    route.onRequest = [guard, ...[route.onRequest ?? []].flat()];
    documentBearer(route);
  });
}

/** Sets the route's OpenAPI `security` to the bearer token when one of its onRequest hooks is a guard. */
function documentBearer(route: RouteOptions): void {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  if (hooks.some((hook) => guards.has(hook as Guard))) route.schema = { ...route.schema, security: BEARER_SECURITY };
}

export default fp(
  async (app: FastifyInstance) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      // A token verified once is not verified again (fast-jwt's LRU, up to its expiry, keyed by
      // a hash of the token): the session cache below still decides whether its session is live.
      verify: { cache: 10_000 },
      formatUser: (payload) => payload as unknown as AuthUser,
    });

    /** A live session (not revoked) as the session cache keeps it: its user and when it expires. */
    interface LiveSession {
      id: string;
      user: AuthUser;
      expiresAt: Date;
    }
    const cache = new SessionCache<LiveSession>(async (sessionId) => {
      const row = await unrevokedSession(app.db, sessionId);
      if (!row) return null;
      const { expiresAt, ...user } = row;
      return { id: user.id, user: Object.freeze({ ...user, sessionId }), expiresAt };
    });
    // Forgets reach the other API processes through the invalidation channel; theirs reach this one.
    const stopTelling = onForget(({ sessionIds, customerIds }) => {
      if (sessionIds) void app.invalidations.publish(SESSION_TOPICS.sessions, sessionIds);
      if (customerIds) void app.invalidations.publish(SESSION_TOPICS.customers, customerIds);
    });
    for (const [kind, topic] of Object.entries(SESSION_TOPICS)) {
      app.invalidations.subscribe(topic, (keys) => {
        if (!keys) cache.clear();
        else applyForget(kind === 'sessions' ? { sessionIds: [...keys] } : { customerIds: [...keys] });
      });
    }
    app.addHook('onClose', async () => {
      stopTelling();
      cache.close();
    });

    /** The user of a live session `{ sub, sid }` (not revoked, not expired, the token's customer's), or null. */
    async function liveSessionUser(payload: { sub: string; sid: string }): Promise<AuthUser | null> {
      const session = await cache.get(payload.sid);
      if (!session || session.id !== payload.sub || session.expiresAt <= new Date()) return null;
      return session.user;
    }

    async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      let payload: { sub: string; sid: string };
      try {
        payload = await request.jwtVerify<{ sub: string; sid: string }>();
      } catch {
        throw app.httpErrors.unauthorized(MESSAGES.unauthorized);
      }
      const user = await liveSessionUser(payload);
      if (!user) throw app.httpErrors.unauthorized(MESSAGES.unauthorized);
      request.user = user;
      // A personal answer: no browser or shared cache may keep it (a handler may still set another).
      reply.header('cache-control', 'no-store');
    }

    /** The payload of a correctly signed, unexpired token, or null. */
    function verified(token: string): { sub: string; sid: string } | null {
      try {
        return app.jwt.verify<{ sub: string; sid: string }>(token);
      } catch {
        return null;
      }
    }

    app.decorate('sessionUser', async (token: string) => {
      const payload = verified(token);
      return payload ? liveSessionUser(payload) : null;
    });
    app.decorate('tokenCustomerId', (request: FastifyRequest) => {
      const [scheme, token] = request.headers.authorization?.split(' ') ?? [];
      return scheme?.toLowerCase() === 'bearer' && token ? (verified(token)?.sub ?? null) : null;
    });
    app.decorateRequest('adminArea', null);
    app.decorate('authenticate', authenticate);
    guards.add(authenticate);
    async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await authenticate(request, reply);
      if (request.user.role !== 'admin') throw app.httpErrors.forbidden(MESSAGES.forbidden);
    }
    app.decorate('requireAdmin', requireAdmin);
    guards.add(requireAdmin);
    app.decorate('requireAdminArea', (area: AdminArea) => {
      const guard: Guard = async (request, reply) => {
        await requireAdmin(request, reply);
        if (!holdsArea(request.user.adminAreas, area)) throw app.httpErrors.forbidden(notYourAreaMessage(area));
        request.adminArea = request.user.adminAreas.includes(area) ? area : 'super';
      };
      guards.add(guard);
      return guard;
    });
    app.addHook('onRoute', documentBearer);
  },
  { name: 'authenticate', dependencies: ['@fastify/sensible', 'invalidations'] },
);
