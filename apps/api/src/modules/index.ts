/**
 * Every domain module's routes, registered under /api by server.ts.
 * Add a module's `routes.ts` to `modules`, and its admin routes to
 * `adminModules` with the one area they need: server.ts registers them in one
 * /api/admin scope (a family writes its URLs without that prefix:
 * `/shop/products`) and guards each family with app.requireAdminArea(area),
 * so no /api/admin route is left unguarded (admin/areas.test.ts walks them all).
 * The few admin routes of every area (`anyAdminModules`) are guarded by
 * app.requireAdmin and answer only what the caller's areas hold.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AdminArea } from '@seva/contracts';
import accountDeletion from './account-deletion/routes.js';
import addresses from './addresses/routes.js';
import pincodes from './addresses/pincode-routes.js';
import customersAdmin from './admin/routes.js';
import adminOverview from './admin/overview-routes.js';
import appConfig from './app-config/routes.js';
import auditAdmin from './audit/admin-routes.js';
import auth from './auth/routes.js';
import customers from './customers/routes.js';
import dataExport from './data-export/routes.js';
import dev from './dev/routes.js';
import health from './health/routes.js';
import media from './media/routes.js';
import mediaAdmin from './media/admin-routes.js';
import mediaSearch from './media/search-routes.js';
import panchang from './panchang/routes.js';
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
import milanProfilesAdmin from './milan/profiles/admin-routes.js';
import milanPlansAdmin from './milan/membership/admin-routes.js';
import milanMembership from './milan/membership/routes.js';
import milanProfiles from './milan/profiles/routes.js';
import milanProfileViews from './milan/profile-views/routes.js';
import milanSearch from './milan/search/routes.js';
import milanMatches from './milan/matches/routes.js';
import milanMatchEmails from './milan/match-emails/routes.js';
import milanPhotos from './milan/photos/routes.js';
import milanVerification from './milan/verification/routes.js';
import milanVerificationAdmin from './milan/verification/admin-routes.js';
import milanChat from './milan/chat/routes.js';
import milanConnections from './milan/connections/routes.js';
import milanShortlist from './milan/shortlist/routes.js';
import milanFamily from './milan/family/routes.js';
import milanReportsAdmin from './milan/reports/admin-routes.js';
import notifications from './notifications/routes.js';
import push from './notifications/push-routes.js';

export const modules: FastifyPluginAsync[] = [
  health,
  appConfig,
  auth,
  customers,
  dataExport,
  dev,
  pages,
  payments,
  paymentSandbox,
  paypal,
  paypalSandbox,
  addresses,
  pincodes,
  accountDeletion,
  shop,
  puja,
  pitr,
  yatra,
  recharge,
  news,
  mediaSearch,
  panchang,
  consultancy,
  media,
  milanMembership,
  milanProfileViews,
  milanProfiles,
  milanSearch,
  milanMatches,
  milanMatchEmails,
  milanPhotos,
  milanVerification,
  milanChat,
  milanConnections,
  milanShortlist,
  milanFamily,
  notifications,
  push,
];

/** Each admin route family and the area an admin must hold (or super) to reach it. */
export const adminModules: { area: AdminArea; routes: FastifyPluginAsync }[] = [
  // Every customer's contact details.
  { area: 'super', routes: customersAdmin },
  // Catalogue, orders and the refund ledger.
  { area: 'shop', routes: shopAdmin },
  // Pujas, pitr paksha and yatras with their bookings.
  { area: 'bookings', routes: pujaAdmin },
  { area: 'bookings', routes: yatraAdmin },
  { area: 'recharge', routes: rechargeAdmin },
  // Sanchar media, daily darshan, news, static pages and the consultancy inbox.
  { area: 'content', routes: mediaAdmin },
  { area: 'content', routes: newsAdmin },
  { area: 'content', routes: pagesAdmin },
  { area: 'content', routes: consultancyAdmin },
  // Milan Sathi: profiles and plans, ID verifications (with the ID images) and reports.
  { area: 'milan-safety', routes: milanProfilesAdmin },
  { area: 'milan-safety', routes: milanPlansAdmin },
  { area: 'milan-safety', routes: milanVerificationAdmin },
  { area: 'milan-safety', routes: milanReportsAdmin },
];

/** Admin routes open to an admin of any area, each answering only for the caller's own areas. */
export const anyAdminModules: FastifyPluginAsync[] = [adminOverview, auditAdmin];
