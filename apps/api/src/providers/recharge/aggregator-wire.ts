/**
 * The recharge aggregator's wire format (aggregator.ts has the contract):
 * zod schemas of its JSON answers and the exact paise ↔ rupees conversion.
 * Amounts arrive as rupees (a number or a numeric string) and leave as a
 * string with two decimals; inside our code they are integer paise.
 */
import { RECHARGE_PLAN_CATEGORIES, rupeesToPaise, type RechargePlanCategory } from '@seva/contracts';
import { z } from 'zod';

/** Tab labels for categories the aggregator sends without one. */
export const TAB_LABELS: Record<RechargePlanCategory, string> = {
  unlimited: 'Unlimited',
  data: 'Data',
  talktime: 'Talktime',
  topup: 'Top-up',
  annual: 'Annual',
  packs: 'Monthly packs',
};

/** Rupees as a number or numeric string → integer paise; anything finer than a paisa is refused. */
export const wirePaise = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/)
      .transform(Number),
  ])
  .pipe(z.number().nonnegative())
  .transform((rupees, ctx) => {
    const paise = rupeesToPaise(rupees);
    if (paise === null) ctx.addIssue({ code: 'custom', message: 'amount is not a whole number of paise' });
    return paise ?? 0;
  });
const wireText = z.union([z.string(), z.number()]).transform(String);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => v || null);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const lookupAnswer = z.discriminatedUnion('status', [
  z.object({ status: z.literal(1), operator: z.string().min(1), circle: z.string().min(1) }),
  z.object({ status: z.literal(0) }),
]);

export const wirePlan = z.object({
  id: wireText,
  amount: wirePaise,
  validity: z.union([
    z.string(),
    z
      .number()
      .int()
      .transform((days) => `${days} days`),
  ]),
  data: optionalText,
  calls: optionalText,
  sms: optionalText,
  channels: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  description: z.string().default(''),
  benefits: z.string().default(''),
});
export const planCategory = z.enum(RECHARGE_PLAN_CATEGORIES);
export const plansAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(1),
    categories: z.array(z.object({ category: z.string(), label: z.string().optional(), plans: z.array(z.unknown()) })),
  }),
  z.object({ status: z.literal(0) }),
]);

export const billAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal(1),
    bill: z.object({
      customer_name: z.string(),
      amount: wirePaise,
      bill_number: wireText,
      bill_date: isoDate,
      due_date: isoDate,
      bill_fetch_ref: z.string().min(1),
    }),
  }),
  z.object({ status: z.literal(0), code: z.string().optional(), message: z.string().optional() }),
]);

export const rechargeAnswer = z.object({
  status: z.union([z.literal(1), z.literal(2), z.literal(0)]),
  request_id: wireText.optional(),
  txn_id: wireText.nullish(),
  operator_ref: wireText.nullish(),
  message: z.string().nullish(),
});

/** Integer paise → the wire's rupees with two decimals ("199.00"), exactly. Throws RangeError on a non-integer. */
export function paiseToWireRupees(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}
