/**
 * The sandbox recharge aggregator (DESIGN: Providers): the catalogue's real
 * operators, circles and plan tables, and deterministic outcomes people and
 * tests can rely on, decided by the number alone so every API process
 * answers the same (issue 5):
 *   - a number ending in 0000 fails (and is refunded by the server);
 *   - a number ending in 1111 stays pending for `pendingMs` after it was
 *     requested, then succeeds;
 *   - every other number succeeds at once.
 * Bill fetch: a number ending in 9999 has no bill due; any other gets a bill
 * whose name, amount and dates follow from the number's hash.
 */
import { fnv1a, lookupMobile } from './catalogue/lookup.js';
import { catalogueTabs } from './plan-rows.js';
import type { ProviderBill, RechargeAnswer, RechargeProvider, RechargeRequest } from './types.js';

/** How long a 1111 number stays pending by default. */
export const SANDBOX_PENDING_MS = 20_000;

const CONSUMER_NAMES = [
  'Ramesh Kumar Sharma',
  'Sunita Devi',
  'Anil Prakash Verma',
  'Lakshmi Narayanan',
  'Mohd. Irfan Khan',
  'Priya Subramaniam',
  'Gurpreet Singh',
  'Meenakshi Iyer',
  'Rajesh Patel',
  'Kavita Deshmukh',
] as const;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The sandbox's outcome for a number: by its last four digits. */
export function sandboxOutcome(number: string): 'failed' | 'pending' | 'success' {
  if (number.endsWith('0000')) return 'failed';
  if (number.endsWith('1111')) return 'pending';
  return 'success';
}

/** A deterministic bill for `number` at `productCode` as of `today`. */
export function sandboxBill(productCode: string, number: string, today = new Date()): ProviderBill {
  const hash = fnv1a(`${productCode}:${number}`);
  const billDate = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (hash % 12)));
  const dueDate = new Date(billDate.getTime() + 15 * 24 * 60 * 60 * 1000);
  return {
    customerName: CONSUMER_NAMES[hash % CONSUMER_NAMES.length]!,
    // ₹180 to ₹4,379.99: a household's monthly bill.
    amountPaise: 18_000 + (hash % 420_000),
    billNumber: `${productCode.slice(0, 4)}${(hash % 1_000_000_000).toString().padStart(9, '0')}`,
    billDate: isoDate(billDate),
    dueDate: isoDate(dueDate),
    billFetchRef: `BF${hash.toString(36).toUpperCase()}${Date.now().toString(36).toUpperCase()}`,
  };
}

function answerFor(
  request: Pick<RechargeRequest, 'requestId' | 'number' | 'requestedAt'>,
  now: Date,
  pendingMs: number,
): RechargeAnswer {
  const providerOrderId = `SBX${request.requestId.slice(-12).toUpperCase()}`;
  const outcome = sandboxOutcome(request.number);
  if (outcome === 'failed')
    return { status: 'failed', providerOrderId, operatorReference: null, message: 'Recharge failed at the operator.' };
  if (outcome === 'pending' && now.getTime() - request.requestedAt.getTime() < pendingMs)
    return {
      status: 'pending',
      providerOrderId,
      operatorReference: null,
      message: 'The operator is still processing this recharge.',
    };
  return {
    status: 'success',
    providerOrderId,
    operatorReference: `OP${fnv1a(request.requestId).toString().padStart(10, '0')}`,
    message: 'Recharge successful.',
  };
}

/** The sandbox aggregator; `pendingMs` is how long a 1111 number stays pending. */
export function createSandboxRecharge({
  pendingMs = SANDBOX_PENDING_MS,
}: { pendingMs?: number } = {}): RechargeProvider {
  return {
    name: 'sandbox',
    async lookup(number) {
      const found = lookupMobile(number);
      return found && { operatorCode: found.operator, circleCode: found.circle };
    },
    async plans(productCode, circle) {
      return catalogueTabs(productCode, circle);
    },
    async fetchBill({ productCode, number }) {
      return number.endsWith('9999') ? null : sandboxBill(productCode, number);
    },
    async recharge(request) {
      return answerFor(request, request.requestedAt, pendingMs);
    },
    async status(request, now = new Date()) {
      return answerFor(request, now, pendingMs);
    },
  };
}
