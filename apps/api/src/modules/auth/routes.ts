/**
 * Accounts and login (SPEC §7 "Auth and profile"):
 *   POST /api/app/customer/user_login   send an OTP
 *   POST /api/app/customer/otp_verify   log in with it
 *   POST /api/app/customer/user_signup  create an account (e-mail verified by link)
 *   POST /api/auth/verify-email         verify that e-mail
 *   POST /api/user/loginRayds           the signed-in customer's details
 *   POST /api/app/customer/logout       end this session
 *   POST /api/app/customer/logout_all   end every session of the customer ("log out all devices")
 *   POST /api/auth/refresh              a new access token for the refresh cookie (docs/decisions/005)
 * and, in password-routes.ts, e-mail + password: /api/auth/register, login,
 * forgot-password and reset-password.
 */
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  errorResponses,
  errorSchema,
  loginRaydsBodySchema,
  loginRaydsResponseSchema,
  messageSchema,
  otpVerifyBodySchema,
  otpVerifyResponseSchema,
  refreshResponseSchema,
  signupBodySchema,
  signupResponseSchema,
  statusMessageSchema,
  userLoginBodySchema,
  userLoginResponseSchema,
  verifyEmailBodySchema,
} from '@seva/contracts';
import { addressOf, limitPerBodyField } from '../../plugins/external/security.js';
import { getOwnDetails, verifyEmailToken } from '../customers/service.js';
import passwordRoutes from './password-routes.js';
import { sessionIdOf, useRefreshToken } from './refresh-tokens.js';
import { REFRESH_COOKIE, accessTokenFor, clearRefreshCookie, setRefreshCookie, startSession } from './session-reply.js';
import { forgetDevices } from './devices.js';
import { revokeAllSessions } from './sessions.js';
import { customerRead } from '../../plugins/cached-reads.js';
import {
  completeSignup,
  requestSignup,
  revokeSession,
  sendLoginOtp,
  sendRegistrationMail,
  verifyLoginOtp,
} from './service.js';

/** OTP calls a minute for one number from one address (the OTP limits proper are counted by the service). */
const OTP_BURST_PER_NUMBER = 30;
/** Signups a minute per address, sized for one carrier-NAT address serving many people. */
const SIGNUP_ROUTE_LIMIT = { max: 60, timeWindow: '1 minute' };
/**
 * Refreshes a minute per session (its tabs refresh once per access token's
 * life), keyed by the session the cookie names, else by address: never by
 * address alone, which a carrier-NAT neighbour could fill.
 */
const REFRESH_ROUTE_LIMIT = {
  max: 10,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    `refresh:${sessionIdOf(cookie.parse(request.headers.cookie ?? '')[REFRESH_COOKIE]) ?? addressOf(request)}`,
};
/** The contracts body, with the SPEC §5 message also when no body is sent at all. */
const verifyEmailBody = z.object(verifyEmailBodySchema.shape, { error: MESSAGES.missingVerificationToken });
const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cookie);
  await app.register(passwordRoutes);
  const mailerFor = (log: typeof app.log) => ({ email: app.providers.email, publicUrl: app.config.publicUrl, log });

  app.post(
    '/app/customer/user_login',
    {
      preHandler: limitPerBodyField(app, 'otp-send', OTP_BURST_PER_NUMBER, 'phoneNumber'),
      schema: {
        tags,
        summary: 'Send a login OTP by SMS',
        body: userLoginBodySchema,
        response: { 200: userLoginResponseSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const sender = { db: app.db, sms: app.providers.sms, otpSecret: app.config.otpSecret, log: request.log };
      const { phoneNumber, deviceToken } = request.body;
      const challengeId = await sendLoginOtp(sender, phoneNumber, addressOf(request), deviceToken);
      return { status: true, message: MESSAGES.otpSent, challengeId };
    },
  );

  app.post(
    '/app/customer/otp_verify',
    {
      preHandler: limitPerBodyField(app, 'otp-verify', OTP_BURST_PER_NUMBER, 'phone'),
      schema: {
        tags,
        summary: 'Log in with the OTP',
        body: otpVerifyBodySchema,
        response: { 200: otpVerifyResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const client = { ip: addressOf(request), userAgent: request.headers['user-agent'] ?? '' };
      const { phone, otp, challengeId, signupId } = request.body;
      const login = await verifyLoginOtp({ db: app.db, otpSecret: app.config.otpSecret }, phone, otp, client, {
        challengeId,
        attach: completeSignup(signupId, phone),
      });
      login.endedSessionIds.forEach((sessionId) => app.realtime.endSession(sessionId));
      await sendRegistrationMail(mailerFor(request.log), login.attached);
      const accessToken = await startSession(app, reply, login);
      return {
        status: true,
        message: MESSAGES.loggedIn,
        data: { phone: login.mobile, accessToken, _id: login.customerId, deviceToken: login.deviceToken },
      };
    },
  );

  app.post(
    '/app/customer/user_signup',
    {
      config: { rateLimit: SIGNUP_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'Sign up: the details wait for an OTP of the mobile, entered with the returned signupId',
        description:
          'The answer is the same whether or not the mobile or e-mail has an account. The account is made (or, for a number that has one, found) when the same browser verifies an OTP of this mobile with `signupId`.',
        body: signupBodySchema,
        response: { 200: signupResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const signupId = await requestSignup(app.db, request.body);
      return { status: true, message: MESSAGES.registered, signupId };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the link token',
        body: verifyEmailBody,
        response: { 200: messageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await verifyEmailToken(app.db, request.body.token);
      return { message: MESSAGES.emailVerified };
    },
  );

  app.post(
    '/user/loginRayds',
    {
      onRequest: app.authenticate,
      // The record as /app/customer/me keeps it: forgotten by the same writes.
      config: customerRead('me'),
      schema: {
        tags,
        summary: "The signed-in customer's details (own number only)",
        body: loginRaydsBodySchema,
        response: { 200: loginRaydsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true,
      raydsData: { Response: { status: 1, message: 'Customer found' } },
      customerData: await getOwnDetails(app.db, request.user, request.body.user_mobile),
    }),
  );

  app.post(
    '/app/customer/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'End this session',
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await revokeSession(app.db, request.user.id, request.user.sessionId);
      app.realtime.endSession(request.user.sessionId);
      clearRefreshCookie(reply);
      return { status: true, message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/app/customer/logout_all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'End every session of the signed-in customer, on every device (access and refresh tokens, remembered devices)',
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ended = await revokeAllSessions(app.db, request.user.id);
      // A lost phone or a shared computer: its remembered-device token goes too.
      await forgetDevices(app.db, request.user.id);
      ended.forEach((sessionId) => app.realtime.endSession(sessionId));
      clearRefreshCookie(reply);
      return { status: true, message: MESSAGES.loggedOutEverywhere };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: REFRESH_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'A new access token for the session of the HttpOnly refresh cookie, which it rotates',
        security: [{ refreshCookie: [] }],
        response: { 200: refreshResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      reply.header('cache-control', 'no-store');
      try {
        if (!presented) throw app.httpErrors.unauthorized(MESSAGES.unauthorized);
        const session = await useRefreshToken(app.db, presented);
        if (session.token) setRefreshCookie(reply, session.token);
        return { accessToken: accessTokenFor(app, session.customerId, session.sessionId) };
      } catch (error) {
        // Only a refused token is dropped: a passing failure must not end the session.
        if ((error as { statusCode?: number }).statusCode === 401) clearRefreshCookie(reply);
        throw error;
      }
    },
  );
};
export default authRoutes;
