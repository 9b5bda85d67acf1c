/**
 * Acting for an account as its family helper (issue 22; contracts
 * milan-family.ts). A route that lets helpers act puts `actingMember(app)` in
 * its onRequest instead of app.authenticate: it authenticates the caller and,
 * when the request names an account in the `X-Milan-Account` header, checks
 * the caller holds a live, accepted link to it (403 'not_family' otherwise —
 * also the moment a removed helper learns it) and answers the rest of the
 * request as that account: `request.user.id` becomes the account's id (role
 * customer, no admin areas), and `helperOf(request)` names the helper, for
 * the interests and messages that record who sent them. Routes that do not
 * use this guard ignore the header and answer the caller as themselves.
 */
import { httpErrors } from '@fastify/sensible';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, MILAN_ACCOUNT_HEADER, RECORD_ID_PATTERN } from '@seva/contracts';
import { documentedGuard } from '../../../plugins/authenticate.js';
import { withReason } from '../../../plugins/errors.js';
import { activeHelperLink, type FamilyHelper } from './family.js';

const helpers = new WeakMap<FastifyRequest, FamilyHelper>();

/** The helper acting in `request` (its link, name and relation), or null when the member acts. */
export const helperOf = (request: FastifyRequest): FamilyHelper | null => helpers.get(request) ?? null;

/** The link id a write by `request` records as its helper (requested_via, answered_via, sent_via), or null. */
export const helperLinkOf = (request: FastifyRequest): string | null => helpers.get(request)?.linkId ?? null;

/**
 * Authenticates `request`, then lets an active helper act for the account its
 * `X-Milan-Account` header names (see the module docstring). Throws 401 like
 * app.authenticate, 403 'not_family' for a header the caller holds no live link to.
 */
export async function authenticateMember(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await app.authenticate(request, reply);
  const accountId = request.headers[MILAN_ACCOUNT_HEADER];
  if (typeof accountId !== 'string' || accountId === '' || accountId === request.user.id) return;
  const link = RECORD_ID_PATTERN.test(accountId) ? await activeHelperLink(app.db, request.user.id, accountId) : null;
  if (!link) throw withReason(httpErrors.forbidden(MESSAGES.notYourFamilyAccount), 'not_family');
  helpers.set(request, link);
  request.user = Object.freeze({ ...request.user, id: accountId, role: 'customer' as const, adminAreas: [] });
}

/** The onRequest guard of a route a family helper may use: authenticateMember for `app`. */
export const actingMember = (app: FastifyInstance) =>
  documentedGuard((request, reply) => authenticateMember(app, request, reply));
