/**
 * Every domain module's routes, registered under /api by server.ts.
 * Add a module's `routes.ts` here when it gets one.
 */
import type { FastifyPluginAsync } from 'fastify';
import addresses from './addresses/routes.js';
import admin from './admin/routes.js';
import appConfig from './app-config/routes.js';
import auth from './auth/routes.js';
import customers from './customers/routes.js';
import dev from './dev/routes.js';
import health from './health/routes.js';
import media from './media/routes.js';
import mediaAdmin from './media/admin-routes.js';
import pages from './pages/routes.js';
import payments from './payments/routes.js';
import paymentSandbox from './payments/sandbox-routes.js';
import paypal from './payments/paypal-routes.js';
import paypalSandbox from './payments/paypal-sandbox-routes.js';
import shop from './shop/routes.js';
import puja from './puja/routes.js';
import pitr from './puja/pitr-routes.js';
import shopAdmin from './shop/admin-routes.js';
import pujaAdmin from './puja/admin-routes.js';
import yatra from './yatra/routes.js';
import recharge from './recharge/routes.js';
import rechargeAdmin from './recharge/admin-routes.js';
import yatraAdmin from './yatra/admin-routes.js';
import news from './news/routes.js';
import newsAdmin from './news/admin-routes.js';
import consultancy from './consultancy/routes.js';
import consultancyAdmin from './consultancy/admin-routes.js';
import pagesAdmin from './pages/admin-routes.js';
import milanAdmin from './milan/admin-routes.js';
import milanMembership from './milan/membership/routes.js';
import milan from './milan/routes.js';
import milanVerification from './milan/verification-routes.js';
import milanVerificationAdmin from './milan/admin-verification-routes.js';
import milanChat from './milan/chat-routes.js';
import milanConnections from './milan/connection-routes.js';
import milanReportsAdmin from './milan/admin-report-routes.js';
import notifications from './notifications/routes.js';

export const modules: FastifyPluginAsync[] = [
  health,
  appConfig,
  auth,
  customers,
  admin,
  dev,
  pages,
  payments,
  paymentSandbox,
  paypal,
  paypalSandbox,
  addresses,
  shop,
  puja,
  pitr,
  shopAdmin,
  pujaAdmin,
  yatra,
  recharge,
  rechargeAdmin,
  yatraAdmin,
  news,
  newsAdmin,
  consultancy,
  consultancyAdmin,
  pagesAdmin,
  milanAdmin,
  media,
  mediaAdmin,
  milanMembership,
  milan,
  milanVerification,
  milanVerificationAdmin,
  milanChat,
  milanConnections,
  milanReportsAdmin,
  notifications,
];
