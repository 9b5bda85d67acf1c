/**
 * The recharge aggregator (DESIGN: Providers; SPEC §3, §4, §7): operator and
 * circle lookup, plan tables, bill fetch, the recharge or bill payment itself
 * and its status. A sandbox with deterministic outcomes by default
 * (sandbox.ts), a real aggregator's HTTP API by configuration
 * (aggregator.ts). Amounts are integer paise.
 */
import type { RechargePlans } from '@seva/contracts';

/** Operator and circle of a mobile number (catalogue codes: JIO…, DL…). */
export interface ProviderLookup {
  operatorCode: string;
  circleCode: string;
}

/** A bill the biller says is due. Dates are YYYY-MM-DD. */
export interface ProviderBill {
  customerName: string;
  amountPaise: number;
  billNumber: string;
  billDate: string;
  dueDate: string;
  /** The aggregator's reference of this fetch; billPayment sends it back (`bill_fetch_ref`). */
  billFetchRef: string;
}

/** What we ask the aggregator to do; `requestId` (our order id) is its idempotency key. */
export interface RechargeRequest {
  requestId: string;
  serviceId: number;
  productCode: string;
  number: string;
  amountPaise: number;
  circle: string | null;
  pincode: string;
  latitude: number | null;
  longitude: number | null;
  billFetchRef: string | null;
  requestedAt: Date;
}

/** The aggregator's answer about one request. */
export interface RechargeAnswer {
  status: 'success' | 'pending' | 'failed';
  /** The aggregator's order id (`rechargeOrderId`), once it has one. */
  providerOrderId: string | null;
  /** The operator's transaction reference on success. */
  operatorReference: string | null;
  /** A sentence a customer can read. */
  message: string;
}

export interface RechargeProvider {
  readonly name: 'sandbox' | 'aggregator';
  /** Operator and circle of a 10-digit mobile number; null when the aggregator does not know it. Throws ProviderError. */
  lookup(number: string): Promise<ProviderLookup | null>;
  /** The plan tabs of an operator (mobile: in `circle`; DTH: its packs); null for an operator without plans. Throws ProviderError. */
  plans(productCode: string, circle: string | null): Promise<RechargePlans['categories'] | null>;
  /** The bill due on `number` at biller `productCode`; null when none is due. Throws ProviderError. */
  fetchBill(input: { productCode: string; number: string }): Promise<ProviderBill | null>;
  /**
   * Sends one recharge or bill payment. Throws ProviderError when the answer
   * never came (the outcome is unknown: ask `status` later, never refund on it).
   */
  recharge(request: RechargeRequest): Promise<RechargeAnswer>;
  /**
   * The state of an earlier request; 'unknown' when the aggregator never
   * received it (safe to treat as failed). Throws ProviderError.
   */
  status(
    request: Pick<RechargeRequest, 'requestId' | 'number' | 'requestedAt'>,
    now?: Date,
  ): Promise<RechargeAnswer | 'unknown'>;
}
