/**
 * Every SPEC §2 route. Pages are lazy (one chunk each); the admin console is
 * lazy as a whole and never part of the customer bundle. Routes whose
 * feature ships later render an honest coming-soon page in the real layout.
 */
import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadNamespace } from '@/i18n';
import { onUnauthorized } from '@/lib/api-client';
import type { ComingSoonFeature } from '@/features/coming-soon/features';
import { DashboardLayout } from './layout/dashboard-layout';
import { MainLayout } from './layout/main-layout';
import { ProtectedRoute } from './layout/protected-route';
import { RootLayout } from './layout/root-layout';
import { paths } from './paths';
import { RouteError } from './routes/route-error';

// The home page with the news feature's breaking-news ticker, composed in ./routes/home.
const HomePage = lazy(() => import('./routes/home'));
const StaticPage = lazy(() => import('@/features/static-pages/pages/static-page'));
const ProfilePage = lazy(() => import('@/features/profile/pages/profile-page'));
const VerifyEmailPage = lazy(() => import('@/features/auth/pages/verify-email-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const CustomLoginPage = lazy(() => import('@/features/auth/pages/custom-login-page'));
const ProductsPage = lazy(() => import('@/features/shop/pages/products-page'));
const ProductDetailsPage = lazy(() => import('@/features/shop/pages/product-details-page'));
const CartPage = lazy(() => import('@/features/shop/pages/cart-page'));
const AddressPage = lazy(() => import('@/features/shop/pages/address-page'));
const ProductHistoryPage = lazy(() => import('@/features/shop/pages/product-history-page'));
const PujasPage = lazy(() => import('@/features/puja/pages/pujas-page'));
const PujaDetailsPage = lazy(() => import('@/features/puja/pages/puja-details-page'));
const BookPujaPage = lazy(() => import('@/features/puja/pages/book-puja-page'));
const PujaHistoryPage = lazy(() => import('@/features/puja/pages/puja-history-page'));
const YatrasPage = lazy(() => import('@/features/yatra/pages/yatras-page'));
const YatraDetailsPage = lazy(() => import('@/features/yatra/pages/yatra-details-page'));
const BookYatraPage = lazy(() => import('@/features/yatra/pages/book-yatra-page'));
const YatraHistoryPage = lazy(() => import('@/features/yatra/pages/yatra-history-page'));
const PitrHistoryPage = lazy(() => import('@/features/puja/pages/pitr-history-page'));
const RechargePage = lazy(() => import('@/features/recharge/pages/recharge-page'));
const RechargeHistoryPage = lazy(() => import('@/features/recharge-history/pages/recharge-history-page'));
const PodcastsPage = lazy(() => import('@/features/sanchar/pages/podcasts-page'));
const PodcastDetailsPage = lazy(() => import('@/features/sanchar/pages/podcast-details-page'));
const VideosPage = lazy(() => import('@/features/sanchar/pages/videos-page'));
const VideoDetailsPage = lazy(() => import('@/features/sanchar/pages/video-details-page'));
const LivePage = lazy(() => import('@/features/sanchar/pages/live-page'));
const LiveDetailsPage = lazy(() => import('@/features/sanchar/pages/live-details-page'));
const NewsPage = lazy(() => import('@/features/news/pages/news-page'));
const NewsDetailsPage = lazy(() => import('@/features/news/pages/news-details-page'));
const DailyDarshanPage = lazy(() => import('@/features/darshan/pages/daily-darshan-page'));
const ConsultancyPage = lazy(() => import('@/features/consultancy/pages/consultancy-page'));
const MilanDashboardPage = lazy(() => import('@/features/milan-dashboard/pages/dashboard-page'));
const EditMilanProfilePage = lazy(() => import('@/features/milan-dashboard/pages/edit-profile-page'));
const MilanLandingPage = lazy(() => import('@/features/milan/pages/milan-landing-page'));
const MilanSearchPage = lazy(() => import('@/features/milan/pages/milan-search-page'));
const MilanProfilePage = lazy(() => import('@/features/milan/pages/milan-profile-page'));
const MembershipPage = lazy(() => import('@/features/membership/pages/membership-page'));
const MembershipCheckoutPage = lazy(() => import('@/features/membership/pages/checkout-page'));
const TransactionsPage = lazy(() => import('@/features/membership/pages/transactions-page'));
const NotificationsPage = lazy(() => import('@/features/notifications/pages/notifications-page'));
const VerificationPage = lazy(() => import('@/features/milan-verification/pages/verification-page'));
const ConnectionsPage = lazy(() => import('@/features/milan-connections/pages/connections-page'));
const MessagesPage = lazy(() => import('@/features/milan-chat/pages/messages-page'));
const ConversationPage = lazy(() => import('@/features/milan-chat/pages/conversation-page'));
const ComingSoonPage = lazy(() => import('@/features/coming-soon/pages/coming-soon-page'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

const soon = (path: string, feature: ComingSoonFeature): RouteObject => ({
  path,
  element: <ComingSoonPage feature={feature} />,
});

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  soon(paths.formData, 'formData'),
  soon(paths.vsscm, 'vsscm'),
  soon(paths.flightsBooking, 'flights'),
  // /mobile is the recharge page on its mobile prepaid tab.
  { path: paths.mobile, element: <RechargePage prefer="plan" /> },
  { path: paths.recharge, element: <RechargePage /> },
  { path: paths.sanchar.podcast, element: <PodcastsPage /> },
  { path: paths.sanchar.podcastData, element: <PodcastDetailsPage /> },
  { path: paths.sanchar.video, element: <VideosPage /> },
  { path: paths.sanchar.videoData, element: <VideoDetailsPage /> },
  { path: paths.sanchar.live, element: <LivePage /> },
  { path: paths.sanchar.liveDetails, element: <LiveDetailsPage /> },
  { path: paths.sanchar.news, element: <NewsPage /> },
  { path: paths.sanchar.newsDetails, element: <NewsDetailsPage /> },
  { path: paths.religious.dailyDarshan, element: <DailyDarshanPage /> },
  { path: paths.religious.consultancy, element: <ConsultancyPage /> },
  { path: paths.yatra.root, element: <YatrasPage /> },
  { path: paths.yatra.details, element: <YatraDetailsPage /> },
  { path: paths.products.root, element: <ProductsPage /> },
  { path: paths.products.details, element: <ProductDetailsPage /> },
  { path: paths.puja.root, element: <PujasPage /> },
  { path: paths.puja.details, element: <PujaDetailsPage /> },
  { path: paths.verifyEmail, element: <VerifyEmailPage /> },
  { path: paths.resetPassword, element: <ResetPasswordPage /> },
  { path: paths.milanSathi.root, element: <MilanLandingPage /> },
  { path: paths.milanSathi.search, element: <MilanSearchPage /> },
  { path: paths.milanSathi.profile, element: <MilanProfilePage /> },
  { path: paths.milanSathi.membership, element: <MembershipPage /> },
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.terms, element: <StaticPage slug="terms" /> },
  { path: paths.privacy, element: <StaticPage slug="privacy" /> },
  { path: paths.refund, element: <StaticPage slug="refund" /> },
  { path: paths.about, element: <StaticPage slug="about" /> },
  soon(paths.comingSoon, 'generic'),
  { path: paths.customLogin, element: <CustomLoginPage /> },
];

// SPEC §6: the cart, checkout and histories need a logged-in customer.
const protectedRoutes: RouteObject[] = [
  { path: paths.cart.root, element: <CartPage /> },
  { path: paths.cart.address, element: <AddressPage /> },
  { path: paths.history.product, element: <ProductHistoryPage /> },
  { path: paths.puja.book, element: <BookPujaPage /> },
  { path: paths.history.puja, element: <PujaHistoryPage /> },
  { path: paths.yatra.book, element: <BookYatraPage /> },
  { path: paths.history.yatra, element: <YatraHistoryPage /> },
  { path: paths.history.pitrPaksha, element: <PitrHistoryPage /> },
  { path: paths.history.recharge, element: <RechargeHistoryPage /> },
  { path: paths.milanSathi.checkout, element: <MembershipCheckoutPage /> },
  {
    element: <DashboardLayout />,
    children: [
      { path: paths.dashboard.root, element: <MilanDashboardPage /> },
      { path: paths.dashboard.editProfile, element: <EditMilanProfilePage /> },
      { path: paths.dashboard.connections, element: <ConnectionsPage /> },
      { path: paths.dashboard.messages, element: <MessagesPage /> },
      { path: paths.dashboard.conversation, element: <ConversationPage /> },
      { path: paths.dashboard.notifications, element: <NotificationsPage /> },
      { path: paths.dashboard.verification, element: <VerificationPage /> },
      { path: paths.dashboard.transactions, element: <TransactionsPage /> },
    ],
  },
];

const adminRoutes: RouteObject = {
  path: paths.admin.root,
  lazy: async () => {
    const [route] = await Promise.all([import('./routes/admin-layout'), loadNamespace('admin')]);
    return route;
  },
  children: [
    { index: true, lazy: () => import('./routes/admin-home') },
    { path: paths.admin.customers, lazy: () => import('./routes/admin-customers') },
    { path: paths.admin.audit, lazy: () => import('./routes/admin-audit') },
    { path: paths.admin.categories, lazy: () => import('./routes/admin-shop-categories') },
    { path: paths.admin.products, lazy: () => import('./routes/admin-shop-products') },
    { path: paths.admin.orders, lazy: () => import('./routes/admin-shop-orders') },
    { path: paths.admin.refunds, lazy: () => import('./routes/admin-shop-refunds') },
    { path: paths.admin.pujas, lazy: () => import('./routes/admin-pujas') },
    { path: paths.admin.pujaBookings, lazy: () => import('./routes/admin-puja-bookings') },
    { path: paths.admin.pitrBookings, lazy: () => import('./routes/admin-pitr-bookings') },
    { path: paths.admin.yatras, lazy: () => import('./routes/admin-yatras') },
    { path: paths.admin.yatraBookings, lazy: () => import('./routes/admin-yatra-bookings') },
    { path: paths.admin.rechargeOrders, lazy: () => import('./routes/admin-recharge-orders') },
    { path: paths.admin.rechargeServices, lazy: () => import('./routes/admin-recharge-services') },
    { path: paths.admin.mediaCategories, lazy: () => import('./routes/admin-media-categories') },
    { path: paths.admin.videos, lazy: () => import('./routes/admin-videos') },
    { path: paths.admin.podcasts, lazy: () => import('./routes/admin-podcasts') },
    { path: paths.admin.liveStreams, lazy: () => import('./routes/admin-live-streams') },
    { path: paths.admin.darshan, lazy: () => import('./routes/admin-darshan') },
    { path: paths.admin.darshanTemples, lazy: () => import('./routes/admin-darshan-temples') },
    { path: paths.admin.news, lazy: () => import('./routes/admin-news') },
    { path: paths.admin.newsCategories, lazy: () => import('./routes/admin-news-categories') },
    { path: paths.admin.staticPages, lazy: () => import('./routes/admin-static-pages') },
    { path: paths.admin.consultancy, lazy: () => import('./routes/admin-consultancy') },
    { path: paths.admin.milanProfiles, lazy: () => import('./routes/admin-milan-profiles') },
    { path: paths.admin.milanPlans, lazy: () => import('./routes/admin-milan-plans') },
    { path: paths.admin.milanVerifications, lazy: () => import('./routes/admin-milan-verifications') },
    { path: paths.admin.milanReports, lazy: () => import('./routes/admin-milan-reports') },
    { path: '*', lazy: () => import('./routes/admin-home') },
  ],
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      adminRoutes,
      {
        element: <MainLayout />,
        children: [
          {
            // A failing page keeps the header and footer around its error message.
            errorElement: <RouteError />,
            children: [
              ...publicRoutes,
              { element: <ProtectedRoute />, children: protectedRoutes },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// SPEC §2: after any 401 the (already removed) token's owner goes to /.
onUnauthorized(() => void router.navigate(paths.home, { replace: true }));
