/**
 * Every route of SPEC §2, named once. Shared layer so features can link
 * without importing the app layer; `src/app/paths.ts` re-exports it.
 * Patterns with `:param` have a builder beside them.
 */
export const paths = {
  home: '/',
  formData: '/home/form-data',
  vsscm: '/vsscm',
  flightsBooking: '/flights-booking',
  mobile: '/mobile',
  recharge: '/recharge',
  sanchar: {
    podcast: '/sanchar/podcast',
    podcastData: '/sanchar/podcast/podcast-data',
    video: '/sanchar/video',
    videoData: '/sanchar/video/video-data',
    live: '/sanchar/live',
    liveDetails: '/sanchar/live/live-details',
    news: '/sanchar/news',
    newsDetails: '/sanchar/news/news-details',
    search: '/sanchar/search',
  },
  religious: {
    dailyDarshan: '/religious/daily-darshan',
    consultancy: '/religious/consultancy',
  },
  yatra: {
    root: '/yatra',
    details: '/yatra/yatra-details',
    book: '/yatra/yatra-details/book-yatra',
  },
  products: {
    root: '/products',
    details: '/products/product-details',
  },
  puja: {
    root: '/puja',
    details: '/puja/puja-details',
    book: '/puja/puja-details/book-puja',
  },
  cart: {
    root: '/cart/products-cart',
    address: '/cart/products-cart/address',
  },
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  milanSathi: {
    root: '/milan-sathi',
    search: '/milan-sathi/search',
    profile: '/milan-sathi/search/profile/:id',
    membership: '/milan-sathi/membership',
    checkout: '/milan-sathi/checkout/:planId',
  },
  profile: '/profile',
  history: {
    recharge: '/history/recharge-history',
    product: '/history/product-history',
    puja: '/history/puja-history',
    yatra: '/history/yatra-history',
    pitrPaksha: '/history/pitr-paksha-history',
  },
  terms: '/terms-of-use',
  privacy: '/privacy-policy',
  refund: '/refund-policy',
  about: '/about-us',
  comingSoon: '/coming-soon',
  customLogin: '/custom-login',
  // Development builds only (issue 20): the design system's tokens and components.
  design: '/design',
  dashboard: {
    root: '/dashboard',
    editProfile: '/dashboard/edit-profile',
    connections: '/dashboard/connections',
    matches: '/dashboard/matches',
    shortlist: '/dashboard/shortlist',
    messages: '/dashboard/messages',
    conversation: '/dashboard/messages/conversation/:id',
    notifications: '/dashboard/notifications',
    verification: '/dashboard/verification',
    transactions: '/dashboard/transactions',
    profileViews: '/dashboard/profile-views',
    // Family access (issue 22): invitations, the accounts one helps with, one's own helpers.
    family: '/dashboard/family',
  },
  admin: {
    root: '/admin',
    customers: '/admin/customers',
    audit: '/admin/audit',
    categories: '/admin/shop/categories',
    products: '/admin/shop/products',
    orders: '/admin/shop/orders',
    refunds: '/admin/shop/refunds',
    pujas: '/admin/pujas',
    pujaBookings: '/admin/puja/bookings',
    pitrBookings: '/admin/pitr/bookings',
    yatras: '/admin/yatras',
    yatraBookings: '/admin/yatra/bookings',
    rechargeOrders: '/admin/recharge/orders',
    rechargeServices: '/admin/recharge/services',
    // The content console (Sanchar media, daily darshan, news, pages, consultancy).
    mediaCategories: '/admin/media/categories',
    videos: '/admin/media/videos',
    podcasts: '/admin/media/podcasts',
    liveStreams: '/admin/media/live',
    darshan: '/admin/darshan/entries',
    darshanTemples: '/admin/darshan/temples',
    news: '/admin/news/items',
    newsCategories: '/admin/news/categories',
    staticPages: '/admin/pages',
    consultancy: '/admin/consultancy',
    milanProfiles: '/admin/milan/profiles',
    milanPlans: '/admin/milan/plans',
    milanVerifications: '/admin/milan/verifications',
    milanReports: '/admin/milan/reports',
  },
} as const;

export const buildPath = {
  milanSathiProfile: (id: string) => `/milan-sathi/search/profile/${encodeURIComponent(id)}`,
  milanSathiCheckout: (planId: string) => `/milan-sathi/checkout/${encodeURIComponent(planId)}`,
  conversation: (id: string) => `/dashboard/messages/conversation/${encodeURIComponent(id)}`,
};

/** True on the Milan Sathi pages, which use the simpler header (SPEC §2). */
export function isMilanSathiPath(pathname: string): boolean {
  return pathname === paths.milanSathi.root || pathname.startsWith(`${paths.milanSathi.root}/`);
}

/** True on a conversation page, where the footer is hidden (SPEC §2). */
export function isConversationPath(pathname: string): boolean {
  return pathname.startsWith('/dashboard/messages/conversation/');
}
