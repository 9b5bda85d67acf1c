/**
 * E-mail + password accounts (SPEC §7 "POST /auth/login (email, password) and
 * POST /auth/register (registration body): return token and user"; the Milan
 * Sathi issue "Accounts"):
 *   POST /api/auth/register          register, or add e-mail login to an OTP account → { token, user }
 *   POST /api/auth/login             log in → { token, user }
 *   POST /api/auth/forgot-password   e-mail a reset link → { message } (always the same)
 *   POST /api/auth/reset-password    set a new password with the link → { message }
 * The token is the OTP login's: a JWT { sub, sid } over a sessions row.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  authResultSchema,
  errorResponses,
  errorSchema,
  forgotPasswordBodySchema,
  messageSchema,
  passwordLoginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@seva/contracts';
import { addressOf } from '../../plugins/external/security.js';
import { authUserOf } from './auth-user.js';
import { startSession } from './session-reply.js';
import { loginWithPassword, register, requestPasswordReset, resetPassword } from './service.js';

/**
 * Per-address ceilings, sized for one carrier-NAT address serving many
 * people; the password lock-out (password-login.ts), the OTP limits and the
 * reset-link limit (3 an hour per e-mail) are counted by the services. None
 * is per account alone: anyone could then hold its owner back.
 */
const REGISTER_ROUTE_LIMIT = { max: 60, timeWindow: '1 minute' };
const LOGIN_ROUTE_LIMIT = { max: 60, timeWindow: '1 minute' };
const FORGOT_ROUTE_LIMIT = { max: 60, timeWindow: '1 hour' };
const RESET_ROUTE_LIMIT = { max: 60, timeWindow: '1 minute' };
const tags = ['auth'];

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const clientOf = (request: FastifyRequest) => ({
    ip: addressOf(request),
    userAgent: request.headers['user-agent'] ?? '',
  });

  /** The `{ token, user }` answer for a session just opened (and its refresh cookie on `reply`). */
  const authResult = async (reply: FastifyReply, login: { customerId: string; sessionId: string }) => ({
    token: await startSession(app, reply, login),
    user: await authUserOf(app.db, login.customerId),
  });

  app.post(
    '/auth/register',
    {
      config: { rateLimit: REGISTER_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'Register with e-mail and password, once the mobile is proven by its OTP',
        description:
          "The first call texts an OTP to the mobile and answers 409 with error 'otp_required' (the same for every number); repeat the call with `otp` to create the account, or to add e-mail and password to the number's existing account.",
        body: registerBodySchema,
        response: { 200: authResultSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request, reply) => {
      const login = await register(
        {
          db: app.db,
          mailer: { email: app.providers.email, publicUrl: app.config.publicUrl, log: request.log },
          otp: { db: app.db, sms: app.providers.sms, otpSecret: app.config.otpSecret, log: request.log },
          otpSecret: app.config.otpSecret,
        },
        request.body,
        clientOf(request),
      );
      login.endedSessionIds.forEach((sessionId) => app.realtime.endSession(sessionId));
      return authResult(reply, login);
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: LOGIN_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: passwordLoginBodySchema,
        response: { 200: authResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const login = await loginWithPassword(app.db, email, password, clientOf(request));
      return authResult(reply, login);
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { rateLimit: FORGOT_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the e-mail has an account)',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const mailer = { email: app.providers.email, publicUrl: app.config.publicUrl, log: request.log };
      await requestPasswordReset(mailer, app.db, request.body.email);
      return { message: MESSAGES.passwordResetSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { rateLimit: RESET_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'Set a new password with the reset link (single use; ends every session)',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const ended = await resetPassword(app.db, request.body.token, request.body.password);
      ended.forEach((sessionId) => app.realtime.endSession(sessionId));
      return { message: MESSAGES.passwordResetDone };
    },
  );
};
export default passwordRoutes;
