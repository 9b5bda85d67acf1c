/**
 * Every SPEC §2 route. Pages are lazy (one chunk each); the admin console is
 * lazy as a whole and never part of the customer bundle. Routes whose
 * feature ships later render an honest coming-soon page in the real layout.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/ui';
import { loadNamespace } from '@/i18n';
import { onUnauthorized } from '@/lib/api-client';
import type { ComingSoonFeature } from '@/features/coming-soon/features';
import type { adminPages } from './routes/admin-pages';
import { MainLayout } from './layout/main-layout';
import { ProtectedRoute } from './layout/protected-route';
import { RootLayout } from './layout/root-layout';
import { paths } from './paths';
import { RouteError } from './routes/route-error';
import { lazyPage } from './lazy-page';

// The home page with the news feature's breaking-news ticker, composed in ./routes/home.
const HomePage = lazyPage(() => import('./routes/home'), 'home', 'news');
const StaticPage = lazyPage(() => import('@/features/static-pages/pages/static-page'));
const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page'), 'profile');
const VerifyEmailPage = lazyPage(() => import('@/features/auth/pages/verify-email-page'), 'auth');
const ResetPasswordPage = lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'auth');
const CustomLoginPage = lazyPage(() => import('@/features/auth/pages/custom-login-page'), 'auth');
// 'messages': the product cards' add-to-cart action speaks it; fetched beside the chunk, not after it.
const ProductsPage = lazyPage(() => import('@/features/shop/pages/products-page'), 'shop', 'messages');
const ProductDetailsPage = lazyPage(() => import('@/features/shop/pages/product-details-page'), 'shop');
const CartPage = lazyPage(() => import('@/features/shop/pages/cart-page'), 'shop');
const AddressPage = lazyPage(() => import('@/features/shop/pages/address-page'), 'shop', 'payments');
const ProductHistoryPage = lazyPage(() => import('@/features/shop/pages/product-history-page'), 'shop', 'payments');
const PujasPage = lazyPage(() => import('@/features/puja/pages/pujas-page'), 'puja');
const PujaDetailsPage = lazyPage(() => import('@/features/puja/pages/puja-details-page'), 'puja');
const BookPujaPage = lazyPage(() => import('@/features/puja/pages/book-puja-page'), 'puja', 'pitr', 'payments');
const PujaHistoryPage = lazyPage(() => import('@/features/puja/pages/puja-history-page'), 'puja', 'payments');
const YatrasPage = lazyPage(() => import('@/features/yatra/pages/yatras-page'), 'yatra');
const YatraDetailsPage = lazyPage(() => import('@/features/yatra/pages/yatra-details-page'), 'yatra');
const BookYatraPage = lazyPage(() => import('@/features/yatra/pages/book-yatra-page'), 'yatra', 'payments');
const YatraHistoryPage = lazyPage(() => import('@/features/yatra/pages/yatra-history-page'), 'yatra', 'payments');
const PitrHistoryPage = lazyPage(() => import('@/features/puja/pages/pitr-history-page'), 'puja', 'pitr', 'payments');
const RechargePage = lazyPage(() => import('@/features/recharge/pages/recharge-page'), 'recharge', 'payments');
const RechargeHistoryPage = lazyPage(
  () => import('@/features/recharge-history/pages/recharge-history-page'),
  'recharge-history',
  'payments',
);
const PodcastsPage = lazyPage(() => import('@/features/sanchar/pages/podcasts-page'), 'sanchar');
const PodcastDetailsPage = lazyPage(() => import('@/features/sanchar/pages/podcast-details-page'), 'sanchar');
const VideosPage = lazyPage(() => import('@/features/sanchar/pages/videos-page'), 'sanchar');
const VideoDetailsPage = lazyPage(() => import('@/features/sanchar/pages/video-details-page'), 'sanchar');
const LivePage = lazyPage(() => import('@/features/sanchar/pages/live-page'), 'sanchar');
const LiveDetailsPage = lazyPage(() => import('@/features/sanchar/pages/live-details-page'), 'sanchar');
const SancharSearchPage = lazyPage(() => import('@/features/sanchar/pages/search-page'), 'sanchar');
const NewsPage = lazyPage(() => import('@/features/news/pages/news-page'), 'news');
const NewsDetailsPage = lazyPage(() => import('@/features/news/pages/news-details-page'), 'news');
const DailyDarshanPage = lazyPage(() => import('@/features/darshan/pages/daily-darshan-page'), 'darshan');
const ConsultancyPage = lazyPage(() => import('@/features/consultancy/pages/consultancy-page'), 'consultancy');
const MilanDashboardPage = lazyPage(() => import('@/features/milan-dashboard/pages/dashboard-page'), 'milanDashboard');
const EditMilanProfilePage = lazyPage(
  () => import('@/features/milan-dashboard/pages/edit-profile-page'),
  'milanDashboard',
);
const MilanLandingPage = lazyPage(() => import('@/features/milan/pages/milan-landing-page'), 'milan');
const MilanSearchPage = lazyPage(() => import('@/features/milan/pages/milan-search-page'), 'milan');
const ProfileViewsPage = lazyPage(() => import('@/features/milan/pages/profile-views-page'), 'milan');
const MilanProfilePage = lazyPage(() => import('@/features/milan/pages/milan-profile-page'), 'milan', 'messages');
// The member's tab bar (and the family helper's banner) around search and a profile (issue 22).
const MemberChrome = lazyPage(() => import('./layout/member-chrome'));
const MembershipPage = lazyPage(() => import('@/features/membership/pages/membership-page'), 'membership');
const MembershipCheckoutPage = lazyPage(
  () => import('@/features/membership/pages/checkout-page'),
  'membership',
  'payments',
);
const TransactionsPage = lazyPage(
  () => import('@/features/membership/pages/transactions-page'),
  'membership',
  'payments',
);
const NotificationsPage = lazyPage(() => import('@/features/notifications/pages/notifications-page'), 'notifications');
const VerificationPage = lazyPage(
  () => import('@/features/milan-verification/pages/verification-page'),
  'milanVerification',
);
const ConnectionsPage = lazyPage(
  () => import('@/features/milan-connections/pages/connections-page'),
  'milanConnections',
  'milan',
  'messages',
);
const FamilyPage = lazyPage(() => import('@/features/milan-dashboard/pages/family-page'), 'milanDashboard', 'messages');
const ShortlistPage = lazyPage(() => import('@/features/milan/pages/shortlist-page'), 'milan');
const MatchesPage = lazyPage(() => import('@/features/milan/pages/matches-page'), 'milan');
const MessagesPage = lazyPage(() => import('@/features/milan-chat/pages/messages-page'), 'milanChat');
const ConversationPage = lazyPage(
  () => import('@/features/milan-chat/pages/conversation-page'),
  'milanChat',
  'messages',
);
const ComingSoonPage = lazyPage(() => import('@/features/coming-soon/pages/coming-soon-page'), 'coming-soon');
const NotFoundPage = lazyPage(() => import('./routes/not-found'));
// The Milan Sathi dashboard's frame, with its pages' chunks: only members opening /dashboard download it.
const DashboardLayout = lazyPage(() =>
  import('./layout/dashboard-layout').then((m) => ({ default: m.DashboardLayout })),
);

// Development builds only (issue 20): `import.meta.env.DEV` is false in `vite build`, which drops this branch, the
// route and the page's chunk from the production bundle (app/customer-bundle.test.ts).
const devRoutes: RouteObject[] = [];
if (import.meta.env.DEV) {
  const DesignPage = lazyPage(() => import('@/features/design/pages/design-page'));
  devRoutes.push({ path: paths.design, element: <DesignPage /> });
}

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
  { path: paths.sanchar.search, element: <SancharSearchPage /> },
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
  {
    element: <MemberChrome />,
    children: [
      { path: paths.milanSathi.search, element: <MilanSearchPage /> },
      { path: paths.milanSathi.profile, element: <MilanProfilePage /> },
    ],
  },
  { path: paths.milanSathi.membership, element: <MembershipPage /> },
  { path: paths.profile, element: <ProfilePage /> },
  { path: paths.terms, element: <StaticPage slug="terms" /> },
  { path: paths.privacy, element: <StaticPage slug="privacy" /> },
  { path: paths.refund, element: <StaticPage slug="refund" /> },
  { path: paths.about, element: <StaticPage slug="about" /> },
  soon(paths.comingSoon, 'generic'),
  { path: paths.customLogin, element: <CustomLoginPage /> },
  ...devRoutes,
];

// SPEC §6: the cart, checkout and histories need a logged-in customer. Checkout pages load 'payments' for the
// refund sentence a refused payment's toast carries (lib/payments/card.ts showPaymentError).
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
      { path: paths.dashboard.matches, element: <MatchesPage /> },
      { path: paths.dashboard.shortlist, element: <ShortlistPage /> },
      { path: paths.dashboard.messages, element: <MessagesPage /> },
      { path: paths.dashboard.conversation, element: <ConversationPage /> },
      { path: paths.dashboard.notifications, element: <NotificationsPage /> },
      { path: paths.dashboard.verification, element: <VerificationPage /> },
      { path: paths.dashboard.transactions, element: <TransactionsPage /> },
      { path: paths.dashboard.profileViews, element: <ProfileViewsPage /> },
      { path: paths.dashboard.family, element: <FamilyPage /> },
    ],
  },
];

/** A console route module (its frame or a page), through the console's own table of them (routes/admin-pages.ts). */
const adminPage = (page: keyof typeof adminPages) => async () =>
  (await import('./routes/admin-pages')).adminPages[page]();

const adminRoutes: RouteObject = {
  path: paths.admin.root,
  // A first load at /admin/… resolves these lazy routes before the router renders them: it shows this
  // meanwhile (without one React Router renders nothing and warns on every admin page).
  HydrateFallback: PageLoader,
  lazy: async () => {
    const [route] = await Promise.all([adminPage('layout')(), loadNamespace('admin')]);
    return route;
  },
  children: [
    { index: true, lazy: adminPage('home') },
    { path: paths.admin.customers, lazy: adminPage('customers') },
    { path: paths.admin.audit, lazy: adminPage('audit') },
    { path: paths.admin.categories, lazy: adminPage('categories') },
    { path: paths.admin.products, lazy: adminPage('products') },
    { path: paths.admin.orders, lazy: adminPage('orders') },
    { path: paths.admin.refunds, lazy: adminPage('refunds') },
    { path: paths.admin.pujas, lazy: adminPage('pujas') },
    { path: paths.admin.pujaBookings, lazy: adminPage('pujaBookings') },
    { path: paths.admin.pitrBookings, lazy: adminPage('pitrBookings') },
    { path: paths.admin.yatras, lazy: adminPage('yatras') },
    { path: paths.admin.yatraBookings, lazy: adminPage('yatraBookings') },
    { path: paths.admin.rechargeOrders, lazy: adminPage('rechargeOrders') },
    { path: paths.admin.rechargeServices, lazy: adminPage('rechargeServices') },
    { path: paths.admin.mediaCategories, lazy: adminPage('mediaCategories') },
    { path: paths.admin.videos, lazy: adminPage('videos') },
    { path: paths.admin.podcasts, lazy: adminPage('podcasts') },
    { path: paths.admin.liveStreams, lazy: adminPage('liveStreams') },
    { path: paths.admin.darshan, lazy: adminPage('darshan') },
    { path: paths.admin.darshanTemples, lazy: adminPage('darshanTemples') },
    { path: paths.admin.news, lazy: adminPage('news') },
    { path: paths.admin.newsCategories, lazy: adminPage('newsCategories') },
    { path: paths.admin.staticPages, lazy: adminPage('staticPages') },
    { path: paths.admin.consultancy, lazy: adminPage('consultancy') },
    { path: paths.admin.milanProfiles, lazy: adminPage('milanProfiles') },
    { path: paths.admin.milanPlans, lazy: adminPage('milanPlans') },
    { path: paths.admin.milanVerifications, lazy: adminPage('milanVerifications') },
    { path: paths.admin.milanReports, lazy: adminPage('milanReports') },
    { path: '*', element: <Navigate to={paths.admin.root} replace /> },
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

/**
 * The browser's router over `routes`; after any 401 the (already removed) token's owner goes to /
 * (SPEC §2). A function, so the build's prerender (app/prerender.tsx) imports the routes without a window.
 */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  onUnauthorized(() => void router.navigate(paths.home, { replace: true }));
  return router;
}
