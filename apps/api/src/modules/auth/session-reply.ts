/**
 * What a login, a refresh and a logout put on the reply
 * (docs/decisions/005-session-tokens.md): a short-lived access token (JWT
 * `{ sub, sid }`, ACCESS_TOKEN_TTL_SECONDS) in the body, which the web keeps
 * where SPEC §3 says, and the session's refresh token in the cookie
 * REFRESH_COOKIE: HttpOnly (no script reads it), SameSite=Strict (no other
 * site sends it), Secure (always in production), and sent only to /api/auth.
 */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_TTL_SECONDS } from '@seva/contracts';
import { issueRefreshToken } from './refresh-tokens.js';
import { languageOf } from '../../lib/accept-language.js';
import { rememberLanguage } from '../customers/service.js';

export const REFRESH_COOKIE = 'seva_refresh';

/** In production always `Secure` (a TLS-terminating proxy may forward plain http); elsewhere when the request was https. */
const cookieOptions = (app: FastifyInstance): CookieSerializeOptions => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict',
  secure: app.config.isProduction ? true : 'auto',
});

/** A signed access token of session `sessionId` of `customerId`. */
export function accessTokenFor(app: FastifyInstance, customerId: string, sessionId: string): string {
  return app.jwt.sign({ sub: customerId, sid: sessionId }, { expiresIn: app.config.accessTokenTtlSeconds });
}

/** Puts refresh token `token` in the cookie for the session's lifetime; the answer (it carries tokens) is never cached. */
export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(reply.server), maxAge: SESSION_TTL_SECONDS });
  reply.header('cache-control', 'no-store');
}

/** Removes the refresh cookie (logout, or a refresh token that no longer works). */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(reply.server));
}

/**
 * For a session a login just opened: sets its first refresh cookie, remembers the
 * interface language the customer signed in with (Accept-Language; e-mails sent
 * later use it) and returns its access token.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  login: { customerId: string; sessionId: string },
): Promise<string> {
  setRefreshCookie(reply, await issueRefreshToken(app.db, login.sessionId));
  await rememberLanguage(app.db, login.customerId, languageOf(reply.request.headers['accept-language']));
  return accessTokenFor(app, login.customerId, login.sessionId);
}
