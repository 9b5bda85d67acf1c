/**
 * Prepaid plan tables for the four mobile operators and pack tables for the DTH operators, as
 * plain data and pure functions (no database or HTTP code). Prices are whole rupees, GST
 * included, as operators advertise them.
 *
 * Mobile (prices as of the July 2024 tariff rise):
 * - Jio: DOMAIN.md's shapes (₹189, ₹249, ₹299 1.5 GB/day 28 days, ₹399, ₹449, ₹579 56 days,
 *   ₹799 84 days, ₹1,899 and ₹3,599 for about a year) with the rest of Jio's 3 July 2024 table.
 * - Airtel and Vi: their late-June 2024 announcements, a little above Jio at each level.
 * - BSNL: did not raise prices in 2024, so it is the cheapest; no 5G.
 * - Unlimited 5G only with 2 GB/day or more (DOMAIN.md). Unlimited calls and 100 SMS/day unless
 *   stated. Data packs, top-ups and talktime vouchers follow the operators' usual levels
 *   (talktime = price / 1.18 for GST, less a small access fee below ₹500) and are approximate.
 * - National operators price the same in every circle, so plansFor varies only the ids by
 *   circle; it still takes the circle, so a real feed with circle-specific plans fits behind it.
 *
 * DTH: pack names and prices are illustrative of 2024 levels under TRAI's tariff order (network
 * capacity fee included), not copied from the operators' sites.
 *
 * Sources: DOMAIN.md (Recharge and bills); operators' tariff announcements of June–July 2024 as
 * reported in the press (general knowledge). Check against a live plan feed before going live.
 */
import { circleByCode, type CircleCode } from './circles.js';
import type { DthOperatorCode, MobileOperatorCode } from './operators.js';

export type PlanCategory = 'unlimited' | 'data' | 'talktime' | 'topup' | 'annual';

/** The tabs users browse, in display order (DOMAIN.md). */
export const PLAN_CATEGORIES: readonly { category: PlanCategory; label: string }[] = [
  { category: 'unlimited', label: 'Unlimited' },
  { category: 'data', label: 'Data' },
  { category: 'talktime', label: 'Talktime' },
  { category: 'topup', label: 'Top-up' },
  { category: 'annual', label: 'Annual' },
];

/** Validity of an add-on that lasts as long as the customer's current plan. */
export const EXISTING_PLAN = 'Existing plan';

export interface Plan {
  /** `<operator>-<circle>-<category>-<price>`, lower case; unique within an operator and circle. */
  id: string;
  operator: MobileOperatorCode;
  circle: CircleCode;
  category: PlanCategory;
  /** Whole rupees, GST included. */
  price: number;
  /** Days, or EXISTING_PLAN. */
  validity: number | typeof EXISTING_PLAN;
  /** e.g. "1.5 GB/day", "6 GB total", "None". */
  data: string;
  calls: string;
  sms: string;
  benefits: string;
}

export interface PlanGroup {
  category: PlanCategory;
  label: string;
  plans: Plan[];
}

type PlanRow = Omit<Plan, 'id' | 'operator' | 'circle'>;

const UNLIMITED = 'Unlimited';
const SMS_DAY = '100/day';
const NONE = 'None';
const BASE_TARIFF = 'At base tariff';
const FIVE_G = 'Unlimited 5G data';

function plan(
  category: PlanCategory,
  price: number,
  validity: number | typeof EXISTING_PLAN,
  data: string,
  benefits: string,
  calls = UNLIMITED,
  sms = SMS_DAY,
): PlanRow {
  return { category, price, validity, data, calls, sms, benefits };
}

/** A data pack: data only, no calls or SMS. */
const dataPack = (category: 'data' | 'topup', price: number, validity: number | typeof EXISTING_PLAN, data: string) =>
  plan(
    category,
    price,
    validity,
    data,
    validity === EXISTING_PLAN ? 'Needs an active plan' : 'Needs an active plan; own validity',
    NONE,
    NONE,
  );

/** Talktime vouchers: price / 1.18 (GST), less an access fee of ₹1–3 below ₹500. */
function talktime(price: number): PlanRow {
  const fee = price >= 500 ? 0 : price <= 10 ? 1 : price <= 20 ? 2 : 3;
  const value = (Math.round((price / 1.18) * 100) / 100 - fee).toFixed(2);
  return plan('talktime', price, EXISTING_PLAN, NONE, `₹${value} talktime`, BASE_TARIFF, BASE_TARIFF);
}

const TALKTIME = [10, 20, 50, 100, 500, 1000].map(talktime);

const MOBILE_PLANS: Record<MobileOperatorCode, PlanRow[]> = {
  JIO: [
    plan('unlimited', 189, 28, '2 GB total', 'Value plan; JioTV, JioCloud', UNLIMITED, '300 total'),
    plan('unlimited', 199, 18, '1.5 GB/day', 'JioTV, JioCloud'),
    plan('unlimited', 209, 22, '1 GB/day', 'JioTV, JioCloud'),
    plan('unlimited', 249, 28, '1 GB/day', 'JioTV, JioCloud'),
    plan('unlimited', 299, 28, '1.5 GB/day', 'JioTV, JioCloud'),
    plan('unlimited', 349, 28, '2 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    plan('unlimited', 399, 28, '2.5 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    plan('unlimited', 449, 28, '3 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    plan('unlimited', 479, 84, '6 GB total', 'Value plan; JioTV, JioCloud', UNLIMITED, '1,000 total'),
    plan('unlimited', 579, 56, '1.5 GB/day', 'JioTV, JioCloud'),
    plan('unlimited', 629, 56, '2 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    plan('unlimited', 799, 84, '1.5 GB/day', 'JioTV, JioCloud'),
    plan('unlimited', 859, 84, '2 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    plan('unlimited', 1199, 84, '3 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    dataPack('data', 69, 7, '6 GB'),
    dataPack('data', 139, 7, '12 GB'),
    dataPack('data', 219, 30, '30 GB'),
    dataPack('data', 289, 30, '40 GB'),
    dataPack('data', 359, 30, '50 GB'),
    dataPack('topup', 19, EXISTING_PLAN, '1 GB'),
    dataPack('topup', 29, EXISTING_PLAN, '2 GB'),
    ...TALKTIME,
    plan('annual', 1899, 336, '24 GB total', 'Value plan; JioTV, JioCloud', UNLIMITED, '3,600 total'),
    plan('annual', 3599, 365, '2.5 GB/day', `${FIVE_G}; JioTV, JioCloud`),
    plan('annual', 3999, 365, '2.5 GB/day', `${FIVE_G}; FanCode, JioTV, JioCloud`),
  ],
  AIRTEL: [
    plan('unlimited', 199, 28, '2 GB total', 'Value plan; Airtel Xstream Play', UNLIMITED, '300 total'),
    plan('unlimited', 299, 28, '1 GB/day', 'Airtel Xstream Play'),
    plan('unlimited', 349, 28, '1.5 GB/day', 'Airtel Xstream Play'),
    plan('unlimited', 379, 30, '2 GB/day', `${FIVE_G}; Airtel Xstream Play`),
    plan('unlimited', 409, 28, '2.5 GB/day', `${FIVE_G}; Airtel Xstream Play`),
    plan('unlimited', 449, 28, '3 GB/day', `${FIVE_G}; Airtel Xstream Play`),
    plan('unlimited', 509, 84, '6 GB total', 'Value plan', UNLIMITED, '900 total'),
    plan('unlimited', 579, 56, '1.5 GB/day', 'Airtel Xstream Play'),
    plan('unlimited', 649, 56, '2 GB/day', `${FIVE_G}; Airtel Xstream Play`),
    plan('unlimited', 859, 84, '1.5 GB/day', 'Airtel Xstream Play'),
    plan('unlimited', 979, 84, '2 GB/day', `${FIVE_G}; Airtel Xstream Play`),
    dataPack('data', 22, 1, '1 GB'),
    dataPack('data', 33, 1, '2 GB'),
    dataPack('data', 77, 7, '5 GB'),
    dataPack('data', 161, 30, '12 GB'),
    dataPack('data', 361, 30, '50 GB'),
    dataPack('topup', 49, EXISTING_PLAN, '3 GB'),
    dataPack('topup', 121, EXISTING_PLAN, '6 GB'),
    ...TALKTIME,
    plan('annual', 1999, 365, '24 GB total', 'Value plan', UNLIMITED, '3,600 total'),
    plan('annual', 3599, 365, '2 GB/day', `${FIVE_G}; Airtel Xstream Play`),
  ],
  VI: [
    plan('unlimited', 199, 28, '2 GB total', 'Value plan', UNLIMITED, '300 total'),
    plan('unlimited', 299, 28, '1 GB/day', 'Vi Movies & TV'),
    plan('unlimited', 349, 28, '1.5 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 379, 30, '2 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 409, 28, '2.5 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 449, 28, '3 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 509, 84, '6 GB total', 'Value plan', UNLIMITED, '1,000 total'),
    plan('unlimited', 579, 56, '1.5 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 649, 56, '2 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 859, 84, '1.5 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('unlimited', 979, 84, '2 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    dataPack('data', 22, 1, '1 GB'),
    dataPack('data', 48, 3, '6 GB'),
    dataPack('data', 98, 21, '9 GB'),
    dataPack('data', 298, 28, '50 GB'),
    dataPack('topup', 26, EXISTING_PLAN, '1.5 GB'),
    dataPack('topup', 118, EXISTING_PLAN, '12 GB'),
    ...TALKTIME,
    plan('annual', 1999, 365, '24 GB total', 'Value plan', UNLIMITED, '3,600 total'),
    plan('annual', 3499, 365, '1.5 GB/day', 'Hero Unlimited: weekend data rollover, night data 12–6 am'),
    plan('annual', 3699, 365, '2 GB/day', 'Hero Unlimited; Disney+ Hotstar Mobile for a year'),
  ],
  BSNL: [
    plan('unlimited', 107, 35, '3 GB total', 'Value plan', '200 minutes', NONE),
    plan('unlimited', 153, 26, '1 GB/day', 'BSNL Tunes'),
    plan('unlimited', 187, 28, '2 GB/day', 'Speed 40 kbps after the daily limit'),
    plan('unlimited', 199, 30, '2 GB/day', 'Speed 40 kbps after the daily limit'),
    plan('unlimited', 229, 30, '2 GB/day', 'Speed 40 kbps after the daily limit; games'),
    plan('unlimited', 347, 54, '2 GB/day', 'Speed 40 kbps after the daily limit'),
    plan(
      'unlimited',
      397,
      150,
      '2 GB/day for the first 30 days',
      'Long validity; calls and SMS for the first 30 days',
      'Unlimited for 30 days',
      '100/day for 30 days',
    ),
    plan('unlimited', 485, 82, '1.5 GB/day', 'Speed 40 kbps after the daily limit'),
    plan('unlimited', 599, 84, '3 GB/day', 'Free data 12–5 am'),
    plan('unlimited', 997, 160, '2 GB/day', 'Long validity; BSNL Tunes'),
    dataPack('data', 16, 1, '2 GB'),
    dataPack('data', 58, 7, '2 GB/day'),
    dataPack('data', 251, 28, '70 GB'),
    dataPack('data', 411, 90, '2 GB/day'),
    dataPack('topup', 39, EXISTING_PLAN, '3 GB'),
    ...TALKTIME,
    plan('annual', 1198, 365, '3 GB/month', 'Keeps a second SIM alive', '300 minutes/month', '30/month'),
    plan('annual', 1999, 365, '600 GB total', 'Games, BSNL Tunes'),
    plan('annual', 2399, 395, '2 GB/day', 'Speed 40 kbps after the daily limit'),
  ],
};

/** The mobile operators with a plan table. */
export const PLAN_OPERATORS = Object.keys(MOBILE_PLANS) as MobileOperatorCode[];

/**
 * The prepaid plans for an operator (JIO, AIRTEL, VI, BSNL) in a circle (circles.ts code),
 * grouped by category in PLAN_CATEGORIES order and sorted by price; null for an unknown
 * operator or circle. Deterministic: the same arguments always give the same plans.
 */
export function plansFor(operatorCode: string, circleCode: string): PlanGroup[] | null {
  const rows = (MOBILE_PLANS as Partial<Record<string, PlanRow[]>>)[operatorCode];
  const circle = circleByCode(circleCode);
  if (!rows || !circle) return null;
  const operator = operatorCode as MobileOperatorCode;
  const prefix = `${operator}-${circle.code}`.toLowerCase();
  return PLAN_CATEGORIES.map(({ category, label }) => ({
    category,
    label,
    plans: rows
      .filter((r) => r.category === category)
      .sort((a, b) => a.price - b.price)
      .map((r) => ({ id: `${prefix}-${category}-${r.price}`, operator, circle: circle.code, ...r })),
  }));
}

/** The plan with this id for the operator and circle, or undefined. */
export function findPlan(operatorCode: string, circleCode: string, planId: string): Plan | undefined {
  return plansFor(operatorCode, circleCode)
    ?.flatMap((g) => g.plans)
    .find((p) => p.id === planId);
}

export interface DthPack {
  /** `<operator>-<slug>`, lower case; unique. */
  id: string;
  operator: DthOperatorCode;
  name: string;
  /** Whole rupees per month, GST and network capacity fee included. */
  price: number;
  /** Days. */
  validity: number;
  channels: number;
  benefits: string;
}

type DthRow = [name: string, price: number, channels: number, benefits: string];

const DTH_ROWS: Record<DthOperatorCode, DthRow[]> = {
  TATAPLAY: [
    ['Hindi Basic', 249, 190, 'SD; Hindi entertainment, news and movies'],
    ['Hindi Family', 349, 230, 'SD; adds kids and infotainment'],
    ['Hindi Family Sports', 449, 250, 'SD; adds sports'],
    ['Hindi HD Premium', 649, 270, 'HD; everything in Family Sports'],
    ['Tamil Basic', 279, 200, 'SD; Tamil entertainment and news'],
  ],
  AIRTELDTH: [
    ['Value Lite', 239, 185, 'SD; Hindi entertainment and news'],
    ['Hindi Value', 339, 225, 'SD; adds movies and kids'],
    ['Hindi Sports', 439, 245, 'SD; adds sports'],
    ['Hindi HD', 599, 260, 'HD; everything in Hindi Sports'],
    ['Telugu Value', 299, 210, 'SD; Telugu entertainment and news'],
  ],
  DISHTV: [
    ['Super Family', 229, 185, 'SD; Hindi entertainment and news'],
    ['Hindi Jumbo', 329, 230, 'SD; adds movies and kids'],
    ['Hindi Sports Plus', 429, 250, 'SD; adds sports'],
    ['HD Mega', 579, 265, 'HD; everything in Sports Plus'],
    ['Bengali Value', 259, 200, 'SD; Bengali entertainment and news'],
  ],
  D2H: [
    ['Hindi Starter', 229, 180, 'SD; Hindi entertainment and news'],
    ['Hindi Family', 319, 225, 'SD; adds movies and kids'],
    ['Hindi Sports', 419, 245, 'SD; adds sports'],
    ['Hindi HD', 569, 260, 'HD; everything in Hindi Sports'],
    ['Marathi Value', 249, 195, 'SD; Marathi entertainment and news'],
  ],
  SUNDIRECT: [
    ['Tamil Basic', 199, 170, 'SD; Tamil entertainment and news'],
    ['Telugu Basic', 199, 170, 'SD; Telugu entertainment and news'],
    ['Kannada Value', 219, 175, 'SD; Kannada entertainment and news'],
    ['Malayalam Value', 219, 175, 'SD; Malayalam entertainment and news'],
    ['South HD', 399, 220, 'HD; four southern languages'],
    ['Hindi Value', 249, 190, 'SD; Hindi entertainment and news'],
  ],
};

/** The monthly packs of a DTH operator (TATAPLAY, AIRTELDTH, DISHTV, D2H, SUNDIRECT), by price; null if unknown. */
export function dthPacksFor(operatorCode: string): DthPack[] | null {
  const rows = (DTH_ROWS as Partial<Record<string, DthRow[]>>)[operatorCode];
  if (!rows) return null;
  const operator = operatorCode as DthOperatorCode;
  return rows
    .map(([name, price, channels, benefits]) => ({
      id: `${operator}-${name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      operator,
      name,
      price,
      validity: 30,
      channels,
      benefits,
    }))
    .sort((a, b) => a.price - b.price);
}

/** The DTH operators with a pack table. */
export const DTH_PACK_OPERATORS = Object.keys(DTH_ROWS) as DthOperatorCode[];
