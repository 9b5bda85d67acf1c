/**
 * The console's sections in menu order, each with the admin area its API
 * needs (as apps/api/src/modules/index.ts declares it; super reaches every
 * one), or 'any' for a section every admin opens, whose API answers only for
 * the admin's own areas (the audit log, issue 24). The menu shows an admin only
 * their sections; a section's page opened by another area's admin shows "not
 * your area" (admin-guard.tsx).
 */
import { holdsArea, type AdminArea } from '@seva/contracts';
import { paths } from '@/config/paths';

/** The sections above the group headings. */
export const MAIN_SECTIONS = [
  'customers',
  'audit',
  'orders',
  'products',
  'categories',
  'refunds',
  'pujas',
  'pujaBookings',
  'pitrBookings',
  'yatras',
  'yatraBookings',
  'rechargeOrders',
  'rechargeServices',
] as const;

/** The content console's sections, under their "Content" heading. */
export const CONTENT_SECTIONS = [
  'mediaCategories',
  'videos',
  'podcasts',
  'liveStreams',
  'darshan',
  'darshanTemples',
  'news',
  'newsCategories',
  'staticPages',
  'consultancy',
] as const;

/** The Milan Sathi console's sections, under their "Milan Sathi" heading. */
export const MILAN_SECTIONS = ['milanProfiles', 'milanVerifications', 'milanReports', 'milanPlans'] as const;

export type Section =
  (typeof MAIN_SECTIONS)[number] | (typeof CONTENT_SECTIONS)[number] | (typeof MILAN_SECTIONS)[number];

const SECTION_AREA: Record<Section, AdminArea | 'any'> = {
  customers: 'super',
  audit: 'any',
  orders: 'shop',
  products: 'shop',
  categories: 'shop',
  refunds: 'shop',
  pujas: 'bookings',
  pujaBookings: 'bookings',
  pitrBookings: 'bookings',
  yatras: 'bookings',
  yatraBookings: 'bookings',
  rechargeOrders: 'recharge',
  rechargeServices: 'recharge',
  mediaCategories: 'content',
  videos: 'content',
  podcasts: 'content',
  liveStreams: 'content',
  darshan: 'content',
  darshanTemples: 'content',
  news: 'content',
  newsCategories: 'content',
  staticPages: 'content',
  consultancy: 'content',
  milanProfiles: 'milan-safety',
  milanVerifications: 'milan-safety',
  milanReports: 'milan-safety',
  milanPlans: 'milan-safety',
};

const ALL_SECTIONS: readonly Section[] = [...MAIN_SECTIONS, ...CONTENT_SECTIONS, ...MILAN_SECTIONS];

/** The area `section` needs ('any': every admin opens it). */
export const areaOf = (section: Section): AdminArea | 'any' => SECTION_AREA[section];

/** Whether an admin holding `areas` may open `section`: they hold its area (or super), or it is every admin's. */
export function opensSection(areas: readonly AdminArea[], section: Section): boolean {
  const area = SECTION_AREA[section];
  return area === 'any' ? areas.length > 0 : holdsArea(areas, area);
}

/** `sections` that an admin holding `areas` may open, in the same order. */
export const sectionsFor = <S extends Section>(sections: readonly S[], areas: readonly AdminArea[]): S[] =>
  sections.filter((section) => opensSection(areas, section));

/** The section whose page is at `pathname` (or below it), if any. */
export const sectionAt = (pathname: string): Section | undefined =>
  ALL_SECTIONS.find((section) => pathname === paths.admin[section] || pathname.startsWith(`${paths.admin[section]}/`));

/**
 * The first section in menu order of an admin holding `areas` that belongs to one of their areas (the
 * guard's way back to their console; undefined: no area held).
 */
export const homeSectionFor = (areas: readonly AdminArea[]): Section | undefined =>
  sectionsFor(ALL_SECTIONS, areas).find((section) => SECTION_AREA[section] !== 'any');
