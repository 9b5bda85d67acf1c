/**
 * Test data for the recharge tests, shaped as the API answers it (the
 * sandbox catalogue's services, operators and circles), and the fake API
 * routes that serve it. Factories take overrides.
 */
import type {
  FetchedBill,
  RechargeOperator,
  RechargePlan,
  RechargePlans,
  RechargeService,
  TelecomCircle,
} from '@seva/contracts';
import type { FakeRoutes } from '@/test/fake-api';

const service = (
  service_id: number,
  slug: string,
  name: string,
  kind: RechargeService['kind'],
  flow: RechargeService['flow'],
  numberLabel: string,
  hasPlans = false,
): RechargeService => ({ service_id, slug, name, kind, flow, numberLabel, hasPlans, bbpsCategory: null });

export const PREPAID = service(1, 'prepaid-recharge', 'Mobile Prepaid', 'recharge', 'plan', 'Mobile number', true);
export const POSTPAID = service(2, 'postpaid-bill', 'Mobile Postpaid', 'bill', 'validate', 'Mobile number');
export const DTH = service(3, 'dth-recharge', 'DTH', 'recharge', 'validate', 'Subscriber ID', true);
export const ELECTRICITY = service(4, 'electricity-bill', 'Electricity', 'bill', 'fetch', 'Consumer number');
export const WATER = service(5, 'water-bill', 'Water', 'bill', 'fetch', 'Consumer number');
export const DONATION = service(30, 'donation', 'Donation', 'bill', 'direct', 'Mobile number');
export const SUBSCRIPTION = service(31, 'subscription', 'Subscription', 'bill', 'validate', 'Subscriber ID');

/** What get_services_list answers: 30 and 31 included (the web hides them). */
export const SERVICES = [PREPAID, POSTPAID, DTH, ELECTRICITY, WATER, DONATION, SUBSCRIPTION];

const MOBILE = '^[6-9]\\d{9}$';

export function operator(overrides: Partial<RechargeOperator> = {}): RechargeOperator {
  return {
    product_code: 'JIO',
    name: 'Jio',
    service_id: PREPAID.service_id,
    numberLabel: 'Mobile number',
    numberPattern: MOBILE,
    numberExample: '9876543210',
    state: null,
    ...overrides,
  };
}

export const MOBILE_OPERATORS = [
  operator(),
  operator({ product_code: 'AIRTEL', name: 'Airtel' }),
  operator({ product_code: 'VI', name: 'Vi' }),
  operator({ product_code: 'BSNL', name: 'BSNL' }),
];

export const POSTPAID_OPERATORS = [
  operator({ product_code: 'JIO_POSTPAID', name: 'Jio Postpaid', service_id: POSTPAID.service_id }),
  operator({ product_code: 'AIRTEL_POSTPAID', name: 'Airtel Postpaid', service_id: POSTPAID.service_id }),
];

export const DTH_OPERATORS = [
  operator({
    product_code: 'TATAPLAY',
    name: 'Tata Play',
    service_id: DTH.service_id,
    numberLabel: 'Subscriber ID (10 digits, starts with 1)',
    numberPattern: '^1\\d{9}$',
    numberExample: '1023456789',
  }),
  operator({
    product_code: 'DISHTV',
    name: 'Dish TV',
    service_id: DTH.service_id,
    numberLabel: 'Viewing card number (11 digits, starts with 0)',
    numberPattern: '^0\\d{10}$',
    numberExample: '01234567890',
  }),
];

const board = (product_code: string, name: string, state: string) =>
  operator({
    product_code,
    name,
    state,
    service_id: ELECTRICITY.service_id,
    numberLabel: 'CA number (9 digits)',
    numberPattern: '^\\d{9}$',
    numberExample: '100234567',
  });

/** More than eight boards across several states: the page offers the state filter. */
export const ELECTRICITY_BOARDS = [
  board('BSES_RAJDHANI', 'BSES Rajdhani', 'Delhi'),
  board('BSES_YAMUNA', 'BSES Yamuna', 'Delhi'),
  board('TPDDL', 'Tata Power Delhi (TPDDL)', 'Delhi'),
  board('MSEDCL', 'Mahavitaran (MSEDCL)', 'Maharashtra'),
  board('BESCOM', 'BESCOM', 'Karnataka'),
  board('TNPDCL', 'TNPDCL', 'Tamil Nadu'),
  board('UPPCL_URBAN', 'UPPCL (Urban)', 'Uttar Pradesh'),
  board('UPPCL_RURAL', 'UPPCL (Rural)', 'Uttar Pradesh'),
  board('WBSEDCL', 'WBSEDCL', 'West Bengal'),
];

export const CIRCLES: TelecomCircle[] = [
  { code: 'DL', name: 'Delhi', category: 'Metro' },
  { code: 'MB', name: 'Mumbai', category: 'Metro' },
  { code: 'UE', name: 'UP East', category: 'B' },
];

export function plan(overrides: Partial<RechargePlan> = {}): RechargePlan {
  return {
    id: 'JIO-DL-299',
    category: 'unlimited',
    amount: 299,
    validity: '28 days',
    data: '1.5 GB/day',
    calls: 'Unlimited calls',
    sms: '100 SMS/day',
    channels: null,
    description: 'Unlimited calls, 1.5 GB/day',
    benefits: 'JioTV, JioCloud',
    ...overrides,
  };
}

export const JIO_DELHI_PLANS: RechargePlans = {
  product_code: 'JIO',
  circle: 'DL',
  categories: [
    {
      category: 'unlimited',
      label: 'Unlimited',
      plans: [
        plan(),
        plan({ id: 'JIO-DL-349', amount: 349, data: '2 GB/day', description: 'Unlimited 5G, 2 GB/day' }),
        plan({ id: 'JIO-DL-799', amount: 799, validity: '84 days', description: 'Unlimited calls, 1.5 GB/day' }),
      ],
    },
    {
      category: 'data',
      label: 'Data',
      plans: [
        plan({
          id: 'JIO-DL-19',
          category: 'data',
          amount: 19,
          validity: 'Existing plan',
          data: '1 GB',
          calls: null,
          sms: null,
          description: 'Data add-on 1 GB',
          benefits: 'Works with your current plan',
        }),
      ],
    },
  ],
};

export const TATAPLAY_PACKS: RechargePlans = {
  product_code: 'TATAPLAY',
  circle: null,
  categories: [
    {
      category: 'packs',
      label: 'Packs',
      plans: [
        plan({
          id: 'TATAPLAY-HINDI',
          category: 'packs',
          amount: 350,
          validity: '30 days',
          data: null,
          calls: null,
          sms: null,
          channels: 220,
          description: 'Hindi Basic HD',
          benefits: 'Popular Hindi entertainment, news and devotional channels',
        }),
      ],
    },
  ],
};

export function fetchedBill(overrides: Partial<FetchedBill> = {}): FetchedBill {
  return {
    fetched_bill_order_id: '66b0c1d2e3f4a5b6c7d8e9f0',
    bill_fetch_ref: 'BF1A2B3C4D',
    product_code: 'BSES_RAJDHANI',
    product_name: 'BSES Rajdhani',
    number: '100234567',
    customerName: 'Ramesh Kumar Sharma',
    amount: 1842.5,
    billNumber: 'BSES000123456',
    billDate: '2025-03-01',
    dueDate: '2025-03-16',
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...overrides,
  };
}

export const API = {
  services: '/api/recharge/get_services_list',
  operators: '/api/recharge/operators',
  circles: '/api/recharge/circles',
  lookup: '/api/recharge/lookup',
  plans: '/api/recharge/plans',
  fetchBill: '/api/recharge/fetchBill',
  rechargeData: '/api/recharge/rechargeData',
  billPayment: '/api/recharge/billPayment',
  order: '/api/recharge/orders/',
  success: '/api/app/recharge/success-recharge',
  refund: '/api/app/recharge/refund-recharge',
  refundSuccess: '/api/app/recharge/refund-success-rechar',
  failed: '/api/app/recharge/failed-recharge',
  recent: '/api/recharge/recent',
  billers: '/api/recharge/billers',
} as const;

const OPERATORS_BY_SERVICE: Record<string, RechargeOperator[]> = {
  [PREPAID.service_id]: MOBILE_OPERATORS,
  [POSTPAID.service_id]: POSTPAID_OPERATORS,
  [DTH.service_id]: DTH_OPERATORS,
  [ELECTRICITY.service_id]: ELECTRICITY_BOARDS,
  [WATER.service_id]: [
    operator({
      product_code: 'DJB',
      name: 'Delhi Jal Board',
      service_id: WATER.service_id,
      numberLabel: 'K number (10 digits)',
      numberPattern: '^\\d{10}$',
      numberExample: '2345678901',
      state: 'Delhi',
    }),
  ],
};

/**
 * The catalogue: services, operators by ?service_id=, circles and plans by ?product_code=; and the customer's
 * recent numbers and saved billers, none unless a test says otherwise (issue 23).
 */
export function catalogueRoutes(): FakeRoutes {
  return {
    [`GET ${API.recent}`]: { body: { status: 1, data: [] } },
    [`GET ${API.billers}`]: { body: { status: 1, data: [] } },
    [`GET ${API.services}`]: { body: { status: 1, data: SERVICES } },
    [`GET ${API.operators}`]: (_body, url) => {
      const id = new URL(url, 'http://localhost').searchParams.get('service_id') ?? '';
      return { body: { status: 1, data: OPERATORS_BY_SERVICE[id] ?? [] } };
    },
    [`GET ${API.circles}`]: { body: { status: 1, data: CIRCLES } },
    [`GET ${API.plans}`]: (_body, url) => {
      const code = new URL(url, 'http://localhost').searchParams.get('product_code');
      return { body: { status: 1, data: code === 'TATAPLAY' ? TATAPLAY_PACKS : JIO_DELHI_PLANS } };
    },
  };
}

/** The prepaid number the page tests type. */
export const NUMBER = '9876512345';

/** The SPEC §3 payload the page sends for a ₹299 Jio plan on NUMBER (no location known). */
export const JIO_PAYLOAD = {
  number: NUMBER,
  product_code: 'JIO',
  product_name: 'Jio',
  bill_type: 'prepaid-recharge',
  amount: 299,
  latitude: null,
  longitude: null,
};
