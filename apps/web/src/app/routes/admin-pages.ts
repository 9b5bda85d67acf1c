/**
 * The admin console's route modules (its frame and its pages), each loaded when its route is opened
 * (app/router.tsx, adminPage).
 * A chunk of its own: the names of the console's chunks and of every chunk they import (the list each
 * `import()` below carries) download with the console, not in every customer's entry.
 */
export const adminPages = {
  layout: () => import('./admin-layout'),
  home: () => import('./admin-home'),
  customers: () => import('./admin-customers'),
  audit: () => import('./admin-audit'),
  categories: () => import('./admin-shop-categories'),
  products: () => import('./admin-shop-products'),
  orders: () => import('./admin-shop-orders'),
  refunds: () => import('./admin-shop-refunds'),
  pujas: () => import('./admin-pujas'),
  pujaBookings: () => import('./admin-puja-bookings'),
  pitrBookings: () => import('./admin-pitr-bookings'),
  yatras: () => import('./admin-yatras'),
  yatraBookings: () => import('./admin-yatra-bookings'),
  rechargeOrders: () => import('./admin-recharge-orders'),
  rechargeServices: () => import('./admin-recharge-services'),
  mediaCategories: () => import('./admin-media-categories'),
  videos: () => import('./admin-videos'),
  podcasts: () => import('./admin-podcasts'),
  liveStreams: () => import('./admin-live-streams'),
  darshan: () => import('./admin-darshan'),
  darshanTemples: () => import('./admin-darshan-temples'),
  news: () => import('./admin-news'),
  newsCategories: () => import('./admin-news-categories'),
  staticPages: () => import('./admin-static-pages'),
  consultancy: () => import('./admin-consultancy'),
  milanProfiles: () => import('./admin-milan-profiles'),
  milanPlans: () => import('./admin-milan-plans'),
  milanVerifications: () => import('./admin-milan-verifications'),
  milanReports: () => import('./admin-milan-reports'),
};
