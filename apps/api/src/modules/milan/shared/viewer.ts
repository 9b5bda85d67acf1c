/**
 * Optional sign-in for the Milan Sathi reads a visitor may also make
 * (profile, search, featured). Without an Authorization header the caller is
 * a visitor; with one, the token must be live (401 otherwise, so the web
 * client ends a dead session as it does everywhere — SPEC §7).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authenticateMember } from '../family/acting.js';

/**
 * The signed-in member's id (the account's, when a family helper acts for it: family/acting.ts), or null
 * for a visitor. Throws 401 for a bearer token that is not live, 403 'not_family' for an account header
 * the caller holds no live link to.
 */
export async function optionalViewerId(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  if (request.headers.authorization === undefined) return null;
  await authenticateMember(app, request, reply);
  return request.user.id;
}

/** The OpenAPI security of such a read: visitors may call it; a bearer token, when sent, must be live. */
export const optionalSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];
