/**
 * Accounts and login (SPEC §7 "Auth and profile"):
 *   POST /api/app/customer/user_login   send an OTP
 *   POST /api/app/customer/otp_verify   log in with it
 *   POST /api/app/customer/user_signup  create an account (e-mail verified by link)
 *   POST /api/auth/verify-email         verify that e-mail
 *   POST /api/user/loginRayds           the signed-in customer's details
 *   POST /api/app/customer/logout       end this session
 * and, in password-routes.ts, e-mail + password: /api/auth/register, login,
 * forgot-password and reset-password.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SESSION_TTL_SECONDS,
  errorResponses,
  errorSchema,
  loginRaydsBodySchema,
  loginRaydsResponseSchema,
  messageSchema,
  otpVerifyBodySchema,
  otpVerifyResponseSchema,
  signupBodySchema,
  statusMessageSchema,
  userLoginBodySchema,
  verifyEmailBodySchema,
} from '@seva/contracts';
import { limitPerBodyField } from '../../plugins/external/security.js';
import { getOwnDetails, verifyEmailToken } from '../customers/service.js';
import passwordRoutes from './password-routes.js';
import { revokeSession, sendLoginOtp, signUp, verifyLoginOtp } from './service.js';

/** Per-IP burst limits on top of the hourly OTP limits the service counts. */
/** Calls a minute per phone number (carrier NAT: never per address; the global per-IP ceiling stays). */
const OTP_BURST_PER_NUMBER = 30;
const SIGNUP_ROUTE_LIMIT = { max: 10, timeWindow: '1 minute' };
/** The contracts body, with the SPEC §5 message also when no body is sent at all. */
const verifyEmailBody = z.object(verifyEmailBodySchema.shape, { error: MESSAGES.missingVerificationToken });
const tags = ['auth'];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
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
        response: { 200: statusMessageSchema, ...errorResponses, 502: errorSchema },
      },
    },
    async (request) => {
      const sender = { db: app.db, sms: app.providers.sms, otpSecret: app.config.otpSecret, log: request.log };
      await sendLoginOtp(sender, request.body.phoneNumber, request.ip);
      return { status: true, message: MESSAGES.otpSent };
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
    async (request) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { phone, otp } = request.body;
      const login = await verifyLoginOtp({ db: app.db, otpSecret: app.config.otpSecret }, phone, otp, client);
      const accessToken = app.jwt.sign(
        { sub: login.customerId, sid: login.sessionId },
        { expiresIn: SESSION_TTL_SECONDS },
      );
      return {
        status: true,
        message: MESSAGES.loggedIn,
        data: { phone: login.mobile, accessToken, _id: login.customerId },
      };
    },
  );

  app.post(
    '/app/customer/user_signup',
    {
      config: { rateLimit: SIGNUP_ROUTE_LIMIT },
      schema: {
        tags,
        summary: 'Create an account',
        body: signupBodySchema,
        response: { 200: statusMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await signUp(app.db, mailerFor(request.log), request.body);
      return { status: true, message: MESSAGES.registered };
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
    async (request) => {
      await revokeSession(app.db, request.user.id, request.user.sessionId);
      app.realtime.endSession(request.user.sessionId);
      return { status: true, message: MESSAGES.loggedOut };
    },
  );
};
export default authRoutes;
