/**
 * The recharge and bill-payment services the sandbox aggregator offers, as plain data (no
 * database or HTTP code). `service_id` is the number the web sends and filters on (SPEC §3
 * "Recharge service: service_id"; SPEC §7 get_services_list). Ids 30 and 31 exist but the web
 * hides them (SPEC §9): here they are real, niche BBPS categories (donation, subscription).
 *
 * Kinds and flows (DOMAIN.md, Recharge and bills):
 * - kind 'recharge': the customer buys a plan or pack (prepaid mobile, DTH); 'bill': an amount owed.
 * - flow 'plan': pick a plan from the operator's table; 'fetch': fetch the bill (name, amount,
 *   due date) before paying (electricity, gas, loans…); 'validate': validate the number with the
 *   biller, then pay an amount the customer types (postpaid, DTH); 'direct': pay any amount
 *   with no check (donations).
 *
 * Sources: DOMAIN.md (BBPS categories and flows); the number labels are the ones Bharat Bill
 * Payment System biller forms and the big payment apps use (general knowledge).
 */
import { HIDDEN_RECHARGE_SERVICE_IDS } from '@seva/contracts';

/** Numeric ids, so callers never spell a magic number. */
export const SERVICE_IDS = {
  PREPAID: 1,
  POSTPAID: 2,
  DTH: 3,
  ELECTRICITY: 4,
  WATER: 5,
  PIPED_GAS: 6,
  LPG: 7,
  BROADBAND: 8,
  LANDLINE: 9,
  FASTAG: 10,
  INSURANCE: 11,
  CABLE_TV: 12,
  LOAN_EMI: 13,
  CREDIT_CARD: 14,
  MUNICIPAL_TAX: 15,
  EDUCATION_FEES: 16,
  HOUSING_SOCIETY: 17,
  DONATION: 30,
  SUBSCRIPTION: 31,
} as const;

export type ServiceId = (typeof SERVICE_IDS)[keyof typeof SERVICE_IDS];
export type ServiceKind = 'recharge' | 'bill';
export type BillFlow = 'plan' | 'fetch' | 'validate' | 'direct';

/** SPEC §9: the web hides these services from its tabs; the API still lists them. */
export const HIDDEN_SERVICE_IDS: readonly number[] = HIDDEN_RECHARGE_SERVICE_IDS;

export interface RechargeService {
  service_id: ServiceId;
  /** Stable slug, e.g. for `recharge-type` in the web's query string. */
  slug: string;
  name: string;
  kind: ServiceKind;
  flow: BillFlow;
  /** The label of the one number field the customer fills in (billers may narrow it). */
  numberLabel: string;
  /** True when the operator publishes a plan or pack table (plans.ts). */
  hasPlans: boolean;
  /** BBPS category name, when the service is paid through BBPS. */
  bbpsCategory: string | null;
}

export const SERVICES: RechargeService[] = [
  {
    service_id: SERVICE_IDS.PREPAID,
    slug: 'prepaid-recharge',
    name: 'Mobile Prepaid',
    kind: 'recharge',
    flow: 'plan',
    numberLabel: 'Mobile number',
    hasPlans: true,
    bbpsCategory: null,
  },
  {
    service_id: SERVICE_IDS.POSTPAID,
    slug: 'postpaid-bill',
    name: 'Mobile Postpaid',
    kind: 'bill',
    flow: 'validate',
    numberLabel: 'Mobile number',
    hasPlans: false,
    bbpsCategory: 'Mobile Postpaid',
  },
  {
    service_id: SERVICE_IDS.DTH,
    slug: 'dth-recharge',
    name: 'DTH',
    kind: 'recharge',
    flow: 'validate',
    numberLabel: 'Subscriber ID',
    hasPlans: true,
    bbpsCategory: 'DTH',
  },
  {
    service_id: SERVICE_IDS.ELECTRICITY,
    slug: 'electricity-bill',
    name: 'Electricity',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Consumer number',
    hasPlans: false,
    bbpsCategory: 'Electricity',
  },
  {
    service_id: SERVICE_IDS.WATER,
    slug: 'water-bill',
    name: 'Water',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Consumer number',
    hasPlans: false,
    bbpsCategory: 'Water',
  },
  {
    service_id: SERVICE_IDS.PIPED_GAS,
    slug: 'piped-gas-bill',
    name: 'Piped Gas',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Customer ID',
    hasPlans: false,
    bbpsCategory: 'Gas',
  },
  {
    service_id: SERVICE_IDS.LPG,
    slug: 'lpg-booking',
    name: 'LPG Cylinder',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'LPG ID or registered mobile number',
    hasPlans: false,
    bbpsCategory: 'LPG Gas',
  },
  {
    service_id: SERVICE_IDS.BROADBAND,
    slug: 'broadband-bill',
    name: 'Broadband',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Account number',
    hasPlans: false,
    bbpsCategory: 'Broadband Postpaid',
  },
  {
    service_id: SERVICE_IDS.LANDLINE,
    slug: 'landline-bill',
    name: 'Landline',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Telephone number with STD code',
    hasPlans: false,
    bbpsCategory: 'Landline Postpaid',
  },
  {
    service_id: SERVICE_IDS.FASTAG,
    slug: 'fastag-recharge',
    name: 'FASTag',
    kind: 'recharge',
    flow: 'fetch',
    numberLabel: 'Vehicle number',
    hasPlans: false,
    bbpsCategory: 'Fastag',
  },
  {
    service_id: SERVICE_IDS.INSURANCE,
    slug: 'insurance-premium',
    name: 'Insurance',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Policy number',
    hasPlans: false,
    bbpsCategory: 'Insurance',
  },
  {
    service_id: SERVICE_IDS.CABLE_TV,
    slug: 'cable-tv',
    name: 'Cable TV',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Customer ID',
    hasPlans: false,
    bbpsCategory: 'Cable TV',
  },
  {
    service_id: SERVICE_IDS.LOAN_EMI,
    slug: 'loan-emi',
    name: 'Loan EMI',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Loan account number',
    hasPlans: false,
    bbpsCategory: 'Loan Repayment',
  },
  {
    service_id: SERVICE_IDS.CREDIT_CARD,
    slug: 'credit-card-bill',
    name: 'Credit Card',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Registered mobile number',
    hasPlans: false,
    bbpsCategory: 'Credit Card',
  },
  {
    service_id: SERVICE_IDS.MUNICIPAL_TAX,
    slug: 'municipal-tax',
    name: 'Municipal Tax',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Property ID',
    hasPlans: false,
    bbpsCategory: 'Municipal Taxes',
  },
  {
    service_id: SERVICE_IDS.EDUCATION_FEES,
    slug: 'education-fees',
    name: 'Education Fees',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Student enrolment number',
    hasPlans: false,
    bbpsCategory: 'Education Fees',
  },
  {
    service_id: SERVICE_IDS.HOUSING_SOCIETY,
    slug: 'housing-society',
    name: 'Housing Society',
    kind: 'bill',
    flow: 'fetch',
    numberLabel: 'Flat number',
    hasPlans: false,
    bbpsCategory: 'Housing Society',
  },
  {
    service_id: SERVICE_IDS.DONATION,
    slug: 'donation',
    name: 'Donation',
    kind: 'bill',
    flow: 'direct',
    numberLabel: 'Mobile number',
    hasPlans: false,
    bbpsCategory: 'Donation',
  },
  {
    service_id: SERVICE_IDS.SUBSCRIPTION,
    slug: 'subscription',
    name: 'Subscription',
    kind: 'bill',
    flow: 'validate',
    numberLabel: 'Subscriber ID',
    hasPlans: false,
    bbpsCategory: 'Subscription',
  },
];

/** The service with this id, or undefined. */
export function serviceById(serviceId: number): RechargeService | undefined {
  return SERVICES.find((s) => s.service_id === serviceId);
}

/** The services the web shows as tabs (SPEC §9: all but 30 and 31). */
export function visibleServices(): RechargeService[] {
  return SERVICES.filter((s) => !HIDDEN_SERVICE_IDS.includes(s.service_id));
}
