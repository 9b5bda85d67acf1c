/**
 * The real recharge aggregator (DESIGN: Providers; issue 5), selected with
 * RECHARGE_PROVIDER=aggregator (README "Real providers"). It speaks the JSON
 * REST shape Indian recharge and BBPS aggregators publish. Wire contract:
 *
 *   Every call sends `Authorization: Bearer <token>` and `Accept: application/json`;
 *   POSTs send a JSON body. Operator and circle codes are the catalogue's
 *   (JIO, TATAPLAY, DL…): the aggregator account maps its own codes to them.
 *
 *   GET  /v1/lookup?number=9876543210
 *        → { status: 1, operator: 'JIO', circle: 'DL' }; 404 or { status: 0 } → null
 *   GET  /v1/plans?operator=JIO&circle=DL                (no circle for DTH)
 *        → { status: 1, categories: [{ category, label?, plans: [{ id, amount, validity,
 *            data?, calls?, sms?, channels?, description?, benefits? }] }] }
 *          categories other than RECHARGE_PLAN_CATEGORIES are dropped; 404 or { status: 0 } → null
 *   POST /v1/bills/fetch { operator, number }
 *        → { status: 1, bill: { customer_name, amount, bill_number, bill_date, due_date, bill_fetch_ref } }
 *          { status: 0, code: 'NO_BILL_DUE' } → null; any other { status: 0, message } → ProviderError(message)
 *   POST /v1/recharge { request_id, operator, number, amount, circle, pincode, latitude, longitude, bill_fetch_ref }
 *        → { status: 1 | 2 | 0, txn_id, operator_ref, message }   1 success, 2 pending, 0 failed.
 *          `request_id` is our order id and the aggregator's idempotency key.
 *   GET  /v1/recharge/:request_id → the same answer; a 404 with a JSON body → 'unknown'
 *
 * Amounts are integer paise in our code and rupees on the wire: sent as a
 * string with two decimals ("199.00"), read as a number or numeric string that
 * must be a whole number of paise. Dates are YYYY-MM-DD.
 *
 * A network error, a timeout, any other non-2xx answer or a body that does not
 * parse throws ProviderError. From `recharge` that means "outcome unknown",
 * never "failed": the caller asks `status` later. A status 404 counts as
 * "never received" only with a JSON body, so a proxy's HTML 404 or a wrong
 * base URL can never look like a request that is safe to refund.
 */
import { paiseToRupees } from '@seva/contracts';
import { z } from 'zod';
import { ProviderError } from '../types.js';
import {
  billAnswer,
  lookupAnswer,
  paiseToWireRupees,
  planCategory,
  plansAnswer,
  rechargeAnswer,
  TAB_LABELS,
  wirePlan,
} from './aggregator-wire.js';
import type { RechargeAnswer, RechargeProvider, RechargeRequest } from './types.js';

export interface AggregatorOptions {
  /** API root the /v1 paths hang off, e.g. https://api.aggregator.example.in (a path prefix is kept). */
  baseUrl: string;
  /** Bearer token of our aggregator account. */
  token: string;
  /** Per-request timeout in ms (default 20 s). */
  timeoutMs?: number;
}

const PROVIDER = 'aggregator';

const DEFAULT_MESSAGES = {
  success: 'Recharge successful.',
  pending: 'The operator is still processing this recharge.',
  failed: 'Recharge failed at the operator.',
} as const;
const STATUS_BY_CODE = { 1: 'success', 2: 'pending', 0: 'failed' } as const;

/** What each call is, in words, and what the person should do when it breaks. */
interface Call {
  what: string;
  advice: string;
}
const RETRY = 'Please try again.';
const CALLS = {
  lookup: { what: 'the number lookup', advice: RETRY },
  plans: { what: 'the plan list', advice: RETRY },
  bill: { what: 'the bill fetch', advice: RETRY },
  recharge: { what: 'the recharge', advice: 'Its outcome is not known yet; we will check it with the operator.' },
  status: { what: 'the recharge status check', advice: RETRY },
} satisfies Record<string, Call>;

function toAnswer(body: z.infer<typeof rechargeAnswer>, requestId: string, call: Call): RechargeAnswer {
  if (body.request_id !== undefined && body.request_id !== requestId)
    throw new ProviderError(
      `The recharge service answered ${call.what} about another request. ${call.advice}`,
      PROVIDER,
    );
  const status = STATUS_BY_CODE[body.status];
  return {
    status,
    providerOrderId: body.txn_id || null,
    operatorReference: body.operator_ref || null,
    message: body.message?.trim() || DEFAULT_MESSAGES[status],
  };
}

/** An HTTP answer; `body` is its parsed JSON, undefined when it was not JSON. */
interface WireAnswer {
  httpStatus: number;
  ok: boolean;
  body: unknown;
}

const errorBody = z.object({ message: z.string().min(1) });

/** `value` read with `schema`; ProviderError when it does not fit. */
function parse<T>(call: Call, value: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ProviderError(
      `The recharge service sent an answer to ${call.what} that we could not read. ${call.advice}`,
      PROVIDER,
      { cause: parsed.error },
    );
  return parsed.data;
}

/** The body of a 2xx answer read with `schema`; ProviderError for any other status (with the aggregator's `message`). */
function read<T>(call: Call, answer: WireAnswer, schema: z.ZodType<T>): T {
  if (!answer.ok) {
    const said = errorBody.safeParse(answer.body);
    const detail = said.success ? ` (${said.data.message})` : '';
    throw new ProviderError(
      `The recharge service refused ${call.what} with HTTP ${answer.httpStatus}${detail}. ${call.advice}`,
      PROVIDER,
    );
  }
  return parse(call, answer.body, schema);
}

/**
 * The aggregator's HTTP API as a RechargeProvider (see the wire contract
 * above). Every method throws ProviderError on a network error, a timeout
 * (`timeoutMs`, default 20 s), an unexpected HTTP status or an unreadable
 * body. Makes no network call until used.
 */
export function createAggregatorRecharge(options: AggregatorOptions): RechargeProvider {
  const root = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;

  /** One request; ProviderError when no answer came (network error, timeout). */
  async function send(call: Call, method: 'GET' | 'POST', path: string, payload?: object): Promise<WireAnswer> {
    try {
      const response = await fetch(`${root}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.token}`,
          accept: 'application/json',
          ...(payload && { 'content-type': 'application/json' }),
        },
        body: payload && JSON.stringify(payload),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      return { httpStatus: response.status, ok: response.ok, body };
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      const message = timedOut
        ? `The recharge service did not answer ${call.what} within ${timeoutMs / 1000} s. ${call.advice}`
        : `The recharge service could not be reached for ${call.what}. ${call.advice}`;
      throw new ProviderError(message, PROVIDER, { cause });
    }
  }

  return {
    name: 'aggregator',

    async lookup(number) {
      const answer = await send(CALLS.lookup, 'GET', `/v1/lookup?${new URLSearchParams({ number })}`);
      if (answer.httpStatus === 404) return null;
      const body = read(CALLS.lookup, answer, lookupAnswer);
      return body.status === 1 ? { operatorCode: body.operator, circleCode: body.circle } : null;
    },

    async plans(productCode, circle) {
      const query = new URLSearchParams({ operator: productCode, ...(circle && { circle }) });
      const answer = await send(CALLS.plans, 'GET', `/v1/plans?${query}`);
      if (answer.httpStatus === 404) return null;
      const body = read(CALLS.plans, answer, plansAnswer);
      if (body.status === 0) return null;
      return body.categories.flatMap(({ category: name, label, plans }) => {
        const known = planCategory.safeParse(name);
        if (!known.success) return [];
        const category = known.data;
        const rows = parse(CALLS.plans, plans, z.array(wirePlan));
        return [
          {
            category,
            label: label || TAB_LABELS[category],
            plans: rows.map(({ amount, ...plan }) => ({ ...plan, category, amount: paiseToRupees(amount) })),
          },
        ];
      });
    },

    async fetchBill({ productCode, number }) {
      const answer = await send(CALLS.bill, 'POST', '/v1/bills/fetch', { operator: productCode, number });
      const body = read(CALLS.bill, answer, billAnswer);
      if (body.status === 1) {
        const { bill } = body;
        return {
          customerName: bill.customer_name,
          amountPaise: bill.amount,
          billNumber: bill.bill_number,
          billDate: bill.bill_date,
          dueDate: bill.due_date,
          billFetchRef: bill.bill_fetch_ref,
        };
      }
      if (body.code === 'NO_BILL_DUE') return null;
      throw new ProviderError(body.message?.trim() || 'The biller could not fetch this bill.', PROVIDER);
    },

    async recharge(request: RechargeRequest) {
      const answer = await send(CALLS.recharge, 'POST', '/v1/recharge', {
        request_id: request.requestId,
        operator: request.productCode,
        number: request.number,
        amount: paiseToWireRupees(request.amountPaise),
        circle: request.circle,
        pincode: request.pincode,
        latitude: request.latitude,
        longitude: request.longitude,
        bill_fetch_ref: request.billFetchRef,
      });
      return toAnswer(read(CALLS.recharge, answer, rechargeAnswer), request.requestId, CALLS.recharge);
    },

    async status(request) {
      const path = `/v1/recharge/${encodeURIComponent(request.requestId)}`;
      const answer = await send(CALLS.status, 'GET', path);
      if (answer.httpStatus === 404 && answer.body !== undefined) return 'unknown';
      return toAnswer(read(CALLS.status, answer, rechargeAnswer), request.requestId, CALLS.status);
    },
  };
}
