/**
 * One way to fail (STYLE §3): every error becomes `{ status:false, success:false,
 * message }` under its real HTTP status. 5xx details are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@seva/contracts';

export function errorBody(message: string, error?: string, challengeId?: string) {
  return {
    status: false as const,
    success: false as const,
    message,
    ...(error ? { error } : {}),
    ...(challengeId ? { challengeId } : {}),
  };
}

/**
 * An HTTP error carrying a machine-readable `reason`, sent as the body's
 * `error` field, and for an `otp_required` the `challengeId` of the OTP just sent.
 */
export function withReason<E extends Error>(
  error: E,
  reason: string,
  challengeId?: string,
): E & { reason: string; challengeId?: string } {
  return Object.assign(error, { reason, ...(challengeId ? { challengeId } : {}) });
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message =
        first?.message && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.checkDetails;
      return reply.status(400).send(errorBody(message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const message = status === 502 ? error.message : MESSAGES.somethingWentWrong;
      return reply.status(status).send(errorBody(message));
    }
    if (status === 429) request.log.warn({ url: request.url }, 'rate limited');
    const { reason, challengeId } = error as { reason?: unknown; challengeId?: unknown };
    const body = errorBody(
      error.message || MESSAGES.somethingWentWrong,
      typeof reason === 'string' ? reason : undefined,
      typeof challengeId === 'string' ? challengeId : undefined,
    );
    return reply.status(status).send(body);
  });
});
